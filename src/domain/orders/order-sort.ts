type Sortable = { pickupDate?: string | null; orderDate: string }

/** Newest first: by pickup date when both orders have one, otherwise by order date (spec §4). */
export function compareOrders(a: Sortable, b: Sortable): number {
  if (a.pickupDate && b.pickupDate && a.pickupDate !== b.pickupDate) return a.pickupDate < b.pickupDate ? 1 : -1
  if (a.pickupDate && b.pickupDate) return Date.parse(b.orderDate) - Date.parse(a.orderDate)
  return Date.parse(b.orderDate) - Date.parse(a.orderDate)
}

export function sortOrders<T extends Sortable>(orders: readonly T[]): T[] {
  return [...orders].sort(compareOrders)
}
