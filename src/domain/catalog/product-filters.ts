import { foldForSearch } from '../search-text'

export type ProductFilter = { categoryId: number | null; search: string; tags: readonly string[] }

type Filterable = {
  name: string
  description: string
  nameEs?: string | null
  descriptionEs?: string | null
  categoryId: number
  tags?: readonly string[] | null
  tagsEs?: readonly string[] | null
}

/** Category, search text (in either language) and chosen tags combine: a product must satisfy all three (spec §4). */
export function matchesFilter(product: Filterable, filter: ProductFilter): boolean {
  const search = foldForSearch(filter.search.trim())
  const inCategory = filter.categoryId === null || product.categoryId === filter.categoryId
  const texts = [product.name, product.description, product.nameEs, product.descriptionEs]
  const matchesSearch = search === '' || texts.some((text) => text && foldForSearch(text).includes(search))
  const matchesTags = filter.tags.length === 0 || filter.tags.some((tag) => product.tags?.includes(tag))
  return inCategory && matchesSearch && matchesTags
}

export function distinctTags(products: readonly Filterable[]): string[] {
  return [...new Set(products.flatMap((product) => product.tags ?? []))].sort((a, b) => a.localeCompare(b))
}

/**
 * Each English tag's Spanish name, from the products that give one (a product's `tagsEs` follow its `tags` in order).
 * The filter keeps working on the English tags the API lists; only what a Spanish reader sees changes.
 */
export function spanishTagNames(products: readonly Filterable[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const product of products) {
    product.tags?.forEach((tag, index) => {
      const spanish = product.tagsEs?.[index]
      if (spanish && !names.has(tag)) names.set(tag, spanish)
    })
  }
  return names
}
