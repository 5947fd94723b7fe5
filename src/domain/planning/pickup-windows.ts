/**
 * A pickup (or delivery) window of a baking day: wall-clock times 'HH:mm' in the bakery, and optionally the most
 * orders it takes. Orders store the window's label ('9:00 AM - 11:00 AM', as the spec writes the slots), so an order
 * reads the same after staff change the windows.
 */
export type PickupWindow = { start: string; end: string; limit: number | null }

/** The spec's four slots, without limits, until staff set their own. The first is pre-selected at checkout. */
export const DEFAULT_PICKUP_WINDOWS: readonly PickupWindow[] = [
  { start: '09:00', end: '11:00', limit: null },
  { start: '11:00', end: '13:00', limit: null },
  { start: '13:00', end: '15:00', limit: null },
  { start: '15:00', end: '17:00', limit: null },
]

/** '13:00' → '1:00 PM': the spec's way of writing a time in a slot. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** '9:00 AM - 11:00 AM': what an order stores and the spec shows. */
export function windowLabel(window: Pick<PickupWindow, 'start' | 'end'>): string {
  return `${clockLabel(window.start)} - ${clockLabel(window.end)}`
}

export function findWindow(windows: readonly PickupWindow[], label: string): PickupWindow | undefined {
  return windows.find((window) => windowLabel(window) === label)
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * The window of today's `windows` that a stored order's window counts against: the one with its label, else the one
 * its start falls in. Orders keep the label they were booked with, so after staff move 9–11 to 9–12 an order booked
 * for 9–11 still fills 9–12 (and gives its place back there); undefined when no window holds it any more.
 */
export function windowHolding(windows: readonly PickupWindow[], label: string): PickupWindow | undefined {
  const exact = findWindow(windows, label)
  if (exact) return exact
  const start = windowStartMinutes(label)
  return [...windows]
    .sort((a, b) => a.start.localeCompare(b.start))
    .find((window) => minutesOf(window.start) <= start && start < minutesOf(window.end))
}

/**
 * The orders still to hand over whose pickup time no window holds any more (staff removed or moved it): they keep
 * their time, and staff should know, to tell the customer or move them.
 */
export function strandedOrders<T extends { status: string; pickupTime: string | null }>(orders: readonly T[], windows: readonly PickupWindow[]): T[] {
  return orders.filter(
    (order) => order.status !== 'cancelled' && order.status !== 'completed' && order.pickupTime !== null && !windowHolding(windows, order.pickupTime),
  )
}

/** The window offered first at checkout: the earliest. */
export function defaultWindowLabel(windows: readonly PickupWindow[]): string {
  const first = [...windows].sort((a, b) => a.start.localeCompare(b.start))[0]
  return first ? windowLabel(first) : windowLabel(DEFAULT_PICKUP_WINDOWS[0] as PickupWindow)
}

/**
 * The window a customer's order takes on a day: the one they picked while it still has room, else the earliest with
 * room; undefined when every window of the day is full. `left`: orders each limited window still takes, by label.
 */
export function chosenWindow(
  windows: readonly PickupWindow[],
  picked: string | undefined,
  left: Readonly<Record<string, number>> | undefined,
): string | undefined {
  const open = [...windows]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(windowLabel)
    .filter((label) => left?.[label] !== 0)
  return picked && open.includes(picked) ? picked : open[0]
}

/** No window of the day has room left, so no order can take the day, however many places it has (`left` as above). */
export function allWindowsFull(windows: readonly PickupWindow[], left: Readonly<Record<string, number>> | undefined): boolean {
  return chosenWindow(windows, undefined, left) === undefined
}

/** From the first window's start to the last one's end: the hours the pickup and delivery notes name. */
export function pickupHours(windows: readonly PickupWindow[]): { start: string; end: string } {
  const starts = windows.map((window) => window.start).sort()
  const ends = windows.map((window) => window.end).sort()
  return { start: starts[0] ?? '09:00', end: ends[ends.length - 1] ?? '17:00' }
}

/** Minutes after midnight a stored window label starts at ('1:00 PM - 3:00 PM' → 780); unknown labels sort last. */
export function windowStartMinutes(label: string | null): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)/.exec(label ?? '')
  if (!match) return 24 * 60
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return hours * 60 + Number(match[2])
}
