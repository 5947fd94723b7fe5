type Line = { productId: number; quantity: number; customizations?: Record<string, unknown> }

/** A line's choices written the same whatever order their keys came in (JSONB keeps its own order). */
const choicesOf = (line: Line) => JSON.stringify(Object.entries(line.customizations ?? {}).sort(([a], [b]) => a.localeCompare(b)))

const keyOf = (line: Line) => `${line.productId}:${line.quantity}:${choicesOf(line)}`

/** Whether two lists hold the same lines (product, quantity, choices), in any order: what a page saw is still so. */
export function sameLines(stored: readonly Line[], seen: readonly Line[]): boolean {
  const left = stored.map(keyOf).sort()
  const right = seen.map(keyOf).sort()
  return left.length === right.length && left.every((key, index) => key === right[index])
}
