import { useId } from 'react'
import { isChoosable } from '../../../domain/schedule/choosable-days'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { choosePickupDay, usePickupDay } from '../../lib/pickup-day'
import { useBookableOpenDays } from './use-bookable-open-days'

/** Which day the visitor shops for: the catalogue then shows what is left that day, and the checkout starts on it. */
export function PickupDayPicker() {
  const { t } = useTranslation()
  const id = useId()
  const { formatDate } = useFormatters()
  const chosen = usePickupDay()
  const days = useBookableOpenDays()
  const options = days ? [...days.keys()].filter((date) => isChoosable(date, days)) : []
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('catalog.pickupDay.label')}
      </label>
      <select
        id={id}
        value={chosen && options.includes(chosen) ? chosen : ''}
        onChange={(event) => choosePickupDay(event.target.value || undefined)}
        className="rounded-md border border-crust-200 bg-white px-3 py-2 text-sm dark:border-stone-700 dark:bg-stone-900"
      >
        <option value="">{t('catalog.pickupDay.any')}</option>
        {options.map((date) => (
          <option key={date} value={date}>
            {formatDate(date, 'weekdayDay')}
          </option>
        ))}
      </select>
    </div>
  )
}
