export type ProductFilter = { categoryId: number | null; search: string; tags: readonly string[] }

type Filterable = {
  name: string
  description: string
  nameEs?: string | null
  descriptionEs?: string | null
  categoryId: number
  tags?: readonly string[] | null
}

/** Category, search text (in either language) and chosen tags combine: a product must satisfy all three (spec §4). */
export function matchesFilter(product: Filterable, filter: ProductFilter): boolean {
  const search = filter.search.trim().toLowerCase()
  const inCategory = filter.categoryId === null || product.categoryId === filter.categoryId
  const texts = [product.name, product.description, product.nameEs, product.descriptionEs]
  const matchesSearch = search === '' || texts.some((text) => text?.toLowerCase().includes(search))
  const matchesTags = filter.tags.length === 0 || filter.tags.some((tag) => product.tags?.includes(tag))
  return inCategory && matchesSearch && matchesTags
}

export function distinctTags(products: readonly Filterable[]): string[] {
  return [...new Set(products.flatMap((product) => product.tags ?? []))].sort((a, b) => a.localeCompare(b))
}
