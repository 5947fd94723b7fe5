import { spanishTagNames } from '../../domain/catalog/product-filters'
import { productNameIn } from '../../domain/catalog/product-names'
import { toLanguage } from '../i18n/i18n'
import { useTranslation } from '../i18n/use-translation'

type Named = { name: string; nameEs?: string | null }
type Described = { description: string; descriptionEs?: string | null }
type Tagged = { name: string; description: string; categoryId: number; tags: readonly string[]; tagsEs?: readonly string[] | null }

/**
 * Products, categories and cart lines in the visitor's language: Spanish readers get the Spanish name and
 * description where staff gave one, else the English; English readers always the English.
 */
export function useCatalogueText() {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.language)
  const spanish = language === 'es'
  return {
    name: (item: Named): string => productNameIn(item, language),
    description: (item: Described): string => (spanish && item.descriptionEs) || item.description,
    /** Names a tag for the reader; `from` are the products whose Spanish tags may name it. */
    tag: (tag: string, from: readonly Tagged[]): string => (spanish && spanishTagNames(from).get(tag)) || tag,
  }
}
