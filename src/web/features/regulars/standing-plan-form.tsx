import { type FormEvent, useId, useState } from 'react'
import type { StandingOrderView, StandingPaymentMethod } from '../../../domain/regulars/standing-order-schemas'
import { STANDING_EVERY, type StandingEvery } from '../../../domain/regulars/standing-schedule'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { RadioTile } from '../../components/ui/radio-tile'
import { WeeklyPaymentChoice } from '../../components/weekly-payment-choice'
import { useTranslation } from '../../i18n/use-translation'
import { weekdayName } from '../../lib/format-time'
import { useStandingChange } from './use-standing-change'

/** How often the order repeats and how the coming weeks are paid; weeks already placed keep theirs. */
export function StandingPlanForm({ standing, token }: { standing: StandingOrderView; token: string }) {
  const { t, i18n } = useTranslation()
  const change = useStandingChange(standing.id, token, { confirm: true })
  const headingId = useId()
  const [every, setEvery] = useState<StandingEvery>(standing.every)
  const [paymentMethod, setPaymentMethod] = useState<StandingPaymentMethod>(standing.paymentMethod)
  const unchanged = every === standing.every && paymentMethod === standing.paymentMethod
  const save = (event: FormEvent) => {
    event.preventDefault()
    change.mutate({ every, paymentMethod })
  }
  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="font-semibold">
        {t('regulars.manage.plan.title')}
      </h2>
      <form onSubmit={save} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('regulars.start.every')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {STANDING_EVERY.map((option) => (
              <RadioTile key={option} name="standing-every" value={option} checked={every === option} onSelect={() => setEvery(option)}>
                {t(`regulars.everyOn.${option}`, { weekday: weekdayName(standing.weekday, i18n.language) })}
              </RadioTile>
            ))}
          </div>
        </fieldset>
        <WeeklyPaymentChoice name="standing-payment" legend={t('regulars.start.payment')} value={paymentMethod} onChange={setPaymentMethod} />
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={unchanged || change.isPending}>
          {t('regulars.manage.plan.submit')}
        </Button>
      </form>
    </Card>
  )
}
