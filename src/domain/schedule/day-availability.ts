import { DomainError } from '../errors'
import { text } from '../written-text'

export type DayCapacity = { maxOrders: number; currentOrders: number; limitedAvailability?: boolean | null }

export type DayAvailability = 'available' | 'limited' | 'unavailable'

/** A day is 'limited' when 3 or fewer places remain (spec §9). */
export const LIMITED_PLACES_THRESHOLD = 3
/** Admin inventory shows 'Almost Full' from 70% usage. */
export const ALMOST_FULL_USAGE = 0.7
/** The staff dashboard turns its badge amber from 80% usage. */
export const STAFF_NEAR_FULL_USAGE = 0.8

export function placesLeft(day: DayCapacity): number {
  return Math.max(0, day.maxOrders - day.currentOrders)
}

export function isFull(day: DayCapacity): boolean {
  return day.currentOrders >= day.maxOrders
}

/** The refusal of an order for a day with no place left, pointing at the field that chose it. */
export function dayFullRefusal(date: string, path = 'order.pickupDate'): DomainError {
  return new DomainError('date_full', text('date_fully_booked', { date }), [{ path, message: text('day_full') }])
}

/** Customer-facing colour of a calendar day (spec §4 'Day availability'). */
export function dayAvailability(day: DayCapacity): DayAvailability {
  if (isFull(day)) return 'unavailable'
  if (day.limitedAvailability || placesLeft(day) <= LIMITED_PLACES_THRESHOLD) return 'limited'
  return 'available'
}

export type InventoryStatus = 'Fully Booked' | 'Almost Full' | 'Available'

export function inventoryStatus(day: DayCapacity): InventoryStatus {
  if (isFull(day)) return 'Fully Booked'
  if (day.currentOrders / day.maxOrders >= ALMOST_FULL_USAGE) return 'Almost Full'
  return 'Available'
}

export type StaffBadge = { tone: 'red' | 'amber' | 'green'; placesLeft: number; full: boolean }

/** Staff dashboard badge: 'Full' in red, amber '{n} left' from 80% usage, else green '{n} left'. */
export function staffAvailabilityBadge(day: DayCapacity): StaffBadge {
  if (isFull(day)) return { tone: 'red', placesLeft: 0, full: true }
  const tone = day.currentOrders >= day.maxOrders * STAFF_NEAR_FULL_USAGE ? 'amber' : 'green'
  return { tone, placesLeft: placesLeft(day), full: false }
}
