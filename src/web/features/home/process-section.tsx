import { Clock, Sprout, Wheat } from 'lucide-react'
import { useTranslation } from '../../i18n/use-translation'
import { useBakingDaysText } from '../../lib/use-baking-days-text'

const STEPS = [
  { key: 'starter', Icon: Sprout },
  { key: 'fermentation', Icon: Clock },
  { key: 'fresh', Icon: Wheat },
] as const

export function ProcessSection() {
  const { t } = useTranslation()
  const { bakingDays } = useBakingDaysText()
  return (
    <section id="process" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 className="font-serif text-3xl font-bold text-crust-950 dark:text-crust-50">{t('home.process.heading')}</h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ key, Icon }) => (
          <li key={key} className="grid gap-3 rounded-xl bg-white p-6 shadow-sm dark:bg-stone-900">
            <Icon className="h-8 w-8 text-crust-700 dark:text-crust-400" aria-hidden />
            <h3 className="text-lg font-semibold">{t(`home.process.${key}Title`)}</h3>
            <p className="text-stone-700 dark:text-stone-300">{t(`home.process.${key}Text`, { bakingDays })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
