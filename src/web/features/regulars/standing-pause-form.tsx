import { type FormEvent, useState } from 'react'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { addDaysIso, bakeryToday } from '../../../domain/schedule/calendar-dates'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { staysPaused } from '../../lib/standing-weeks'
import { useStandingChange } from './use-standing-change'

/** "Pause until" a day (that day included, as the API reads it), or resume a paused series now. */
export function StandingPauseForm({ standing, token }: { standing: StandingOrderView; token: string }) {
  const { t } = useTranslation()
  const { timeZone, formatDate } = useFormatters()
  const change = useStandingChange(standing.id, token, { confirm: true })
  const today = bakeryToday(new Date(), timeZone)
  const tomorrow = addDaysIso(today, 1)
  const paused = standing.status === 'paused'
  // Resuming brings back the weeks to come, not one the shop already recorded as paused.
  const decided = paused ? standing.weeks.find((week) => week.date > today && staysPaused(week)) : undefined
  const [until, setUntil] = useState(standing.pausedUntil ?? '')
  const pause = (event: FormEvent) => {
    event.preventDefault()
    if (until) change.mutate({ pausedUntil: until })
  }
  return (
    <Card className="grid gap-3">
      <h2 className="font-semibold">{t('regulars.manage.pause.title')}</h2>
      {paused && standing.pausedUntil && (
        <p role="status">{t('regulars.manage.pausedUntil', { date: formatDate(standing.pausedUntil, 'weekdayDay') })}</p>
      )}
      <form onSubmit={pause} className="grid gap-3">
        <Field label={t('regulars.manage.pause.until')} hint={t('regulars.manage.pause.hint')} className="sm:max-w-xs">
          <Input type="date" min={tomorrow} value={until} onChange={(event) => setUntil(event.target.value)} required />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={!until || change.isPending}>
            {t('regulars.manage.pause.submit')}
          </Button>
          {paused && (
            <Button disabled={change.isPending} onClick={() => change.mutate({ pausedUntil: null })}>
              {t('regulars.manage.pause.resume')}
            </Button>
          )}
        </div>
        {decided && (
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {t('regulars.manage.pause.staysPaused', { date: formatDate(decided.date, 'weekdayDay') })}
          </p>
        )}
      </form>
    </Card>
  )
}
