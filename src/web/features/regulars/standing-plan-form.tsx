import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { DEFAULT_PICKUP_WINDOWS, windowLabel } from '../../../domain/planning/pickup-windows'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { STANDING_EVERY, type StandingEvery } from '../../../domain/regulars/standing-schedule'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { RadioTile } from '../../components/ui/radio-tile'
import { Select } from '../../components/ui/select'
import { WeeklyPaymentChoice } from '../../components/weekly-payment-choice'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { weekdayName } from '../../lib/format-time'
import { settingsQueries } from '../../lib/queries/settings'
import { useOfferedPayment } from '../../lib/use-offered-payment'
import { useStandingChange } from './use-standing-change'

/** How often the order repeats, in which window and how the coming weeks are paid; weeks already placed keep theirs. */
export function StandingPlanForm({ standing, token }: { standing: StandingOrderView; token: string }) {
  const { t, i18n } = useTranslation()
  const { formatTimeSlot } = useFormatters()
  const change = useStandingChange(standing.id, token, { confirm: true })
  const headingId = useId()
  const settings = useQuery(settingsQueries.shop())
  const windows = (settings.data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS).map(windowLabel)
  const [every, setEvery] = useState<StandingEvery>(standing.every)
  const [pickupTime, setPickupTime] = useState(standing.pickupTime)
  const payment = useOfferedPayment(standing.paymentMethod)
  const unchanged = every === standing.every && pickupTime === standing.pickupTime && payment.paymentMethod === standing.paymentMethod
  const save = (event: FormEvent) => {
    event.preventDefault()
    change.mutate({ every, paymentMethod: payment.paymentMethod, ...(pickupTime === standing.pickupTime ? {} : { pickupTime }) })
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
        <Field label={t('regulars.manage.time')} className="sm:max-w-xs">
          <Select value={pickupTime} onChange={(event) => setPickupTime(event.target.value)}>
            {windows.map((label) => (
              <option key={label} value={label}>
                {formatTimeSlot(label)}
              </option>
            ))}
          </Select>
        </Field>
        <WeeklyPaymentChoice name="standing-payment" legend={t('regulars.start.payment')} payment={payment} />
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={unchanged || change.isPending}>
          {t('regulars.manage.plan.submit')}
        </Button>
      </form>
    </Card>
  )
}
