/**
 * A product's name for a reader of `language`: the Spanish name where staff gave one, else the English name.
 * Customers' messages follow the customer's language, pages the reader's, whoever sends or shows them.
 */
export function productNameIn(product: { name: string; nameEs?: string | null }, language: string): string {
  return (language === 'es' && product.nameEs) || product.name
}

/**
 * A product named in a refusal: its name under `key` and, where staff gave one, its Spanish name under `${key}Es`, so
 * a page shows the name its reader reads (web/lib/error-text.ts). The English message uses the first.
 */
export function productNamed(product: { name: string; nameEs?: string | null }, key = 'name'): Record<string, string> {
  return product.nameEs ? { [key]: product.name, [`${key}Es`]: product.nameEs } : { [key]: product.name }
}
