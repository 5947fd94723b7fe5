import { useTranslation } from '../../i18n/use-translation'

/** A variant of the bake list ('Sliced · 8" · Lemon') in the staff member's language. */
export function useVariantText(): (choices: Readonly<Record<string, string>>) => string {
  const { t } = useTranslation()
  return (choices) =>
    [
      choices.breadFormat && t(`home.order.${choices.breadFormat === 'sliced' ? 'sliced' : 'whole'}`),
      choices.size,
      choices.flavor && t(`catalog.flavorNames.${choices.flavor}`, { defaultValue: choices.flavor }),
    ]
      .filter(Boolean)
      .join(' · ')
}
