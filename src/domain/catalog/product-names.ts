/**
 * A product's name for a reader of `language`: the Spanish name where staff gave one, else the English name.
 * Customers' messages follow the customer's language, pages the reader's, whoever sends or shows them.
 */
export function productNameIn(product: { name: string; nameEs?: string | null }, language: string): string {
  return (language === 'es' && product.nameEs) || product.name
}
