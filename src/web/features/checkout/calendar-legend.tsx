import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { DAY_TONES } from './day-tones'

const ENTRIES = [
  { key: 'legendAvailable', availability: 'available' },
  { key: 'legendLimited', availability: 'limited' },
  { key: 'legendUnavailable', availability: 'unavailable' },
] as const

export function CalendarLegend() {
  const { t } = useTranslation()
  return (
    <ul aria-label={t('checkout.date.legend')} className="flex flex-wrap gap-4 text-sm">
      {ENTRIES.map((entry) => (
        <li key={entry.key} className="flex items-center gap-2">
          <span aria-hidden className={cn('h-4 w-4 rounded-full border border-stone-500', DAY_TONES[entry.availability])} />
          {t(`checkout.date.${entry.key}`)}
        </li>
      ))}
    </ul>
  )
}
