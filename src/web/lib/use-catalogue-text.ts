import { useTranslation } from 'react-i18next'
import { toLanguage } from '../i18n/i18n'

type Named = { name: string; nameEs?: string | null }
type Described = { description: string; descriptionEs?: string | null }

/**
 * Products, categories and cart lines in the visitor's language: Spanish readers get the Spanish name and
 * description where staff gave one, else the English; English readers always the English.
 */
export function useCatalogueText() {
  const { i18n } = useTranslation()
  const spanish = toLanguage(i18n.language) === 'es'
  return {
    name: (item: Named): string => (spanish && item.nameEs) || item.name,
    description: (item: Described): string => (spanish && item.descriptionEs) || item.description,
  }
}
