import { useTranslation } from 'react-i18next'

const ENTRIES = [
  { key: 'legendAvailable', tone: 'bg-green-100 border-green-700 dark:bg-green-950' },
  { key: 'legendLimited', tone: 'bg-amber-100 border-amber-700 dark:bg-amber-950' },
  { key: 'legendUnavailable', tone: 'bg-red-100 border-red-700 dark:bg-red-950' },
] as const

export function CalendarLegend() {
  const { t } = useTranslation()
  return (
    <ul aria-label={t('checkout.date.legend')} className="flex flex-wrap gap-4 text-sm">
      {ENTRIES.map((entry) => (
        <li key={entry.key} className="flex items-center gap-2">
          <span aria-hidden className={`h-4 w-4 rounded-full border ${entry.tone}`} />
          {t(`checkout.date.${entry.key}`)}
        </li>
      ))}
    </ul>
  )
}
