import { fitsDay, type GroupedProduct } from '../planning/day-limits'
import { type DaySettings, dayProblems, type ScheduledProduct } from '../planning/order-day-rules'
import { allWindowsFull, type PickupWindow } from '../planning/pickup-windows'
import type { AvailableDate } from './available-date-schemas'
import { type BookableWindow, bookableWindow, isInWindow } from './bookable-window'
import type { IsoDate } from './calendar-dates'
import { type DayAvailability, dayAvailability, isFull } from './day-availability'

export type BookableDay = AvailableDate & { availability: DayAvailability }
export type BookableDays = ReadonlyMap<IsoDate, BookableDay>

/** What a cart needs of a day: its units per product, its products' days, preparation and groups, and the shop's day rules. */
export type CartNeeds = {
  units: ReadonlyMap<number, number>
  products: ReadonlyArray<ScheduledProduct & GroupedProduct>
  settings: DaySettings
  now: Date
  timeZone: string
  /** The shop's pickup windows: a day whose every window is full cannot be had either. */
  windows?: readonly PickupWindow[]
}

/** Whether a customer can have this cart on `day`: a baking day before its cut-off, every product made and ready, and units left. */
export function cartFitsDay(day: AvailableDate, cart: CartNeeds): boolean {
  const products = cart.products.filter((product) => cart.units.has(product.id))
  if (dayProblems({ date: day.date, products, settings: cart.settings, now: cart.now, timeZone: cart.timeZone }).length > 0) return false
  if (cart.windows && allWindowsFull(cart.windows, day.unitsLeft?.windows)) return false
  return fitsDay(cart.units, cart.products, day.unitsLeft)
}

/**
 * The configured baking days inside the bookable window (in the bakery's time zone), by date, with how full each is;
 * with a cart, a day it cannot have (product days, lead time, cut-off, units left) is shown full.
 */
export function bookableDays(availableDates: readonly AvailableDate[], window: BookableWindow, cart?: CartNeeds): BookableDays {
  return new Map(
    availableDates
      .filter((day) => isInWindow(day.date, window))
      .map((day) => [day.date, { ...day, availability: cart && !cartFitsDay(day, cart) ? 'unavailable' : dayAvailability(day) }]),
  )
}

/**
 * Whether customers may order for `date` now, places left aside: inside the bookable window, a day the bakery bakes,
 * before its cut-off (all in the bakery's time zone). The public list of open days says so of each, as the checkout
 * decides, so no client offers a day the shop then refuses.
 */
export function isOrderableDay(date: IsoDate, settings: DaySettings, now: Date, timeZone: string): boolean {
  return isInWindow(date, bookableWindow(now, timeZone)) && dayProblems({ date, products: [], settings, now, timeZone }).length === 0
}

/** Spec §5: only a configured day from tomorrow to 14 days ahead that is not full can be chosen. */
export function isChoosable(date: IsoDate, days: BookableDays): boolean {
  const availability = days.get(date)?.availability
  return availability !== undefined && availability !== 'unavailable'
}

/** The first day a customer can choose, if any: where the calendar opens (at month's end often the next month). */
export function firstChoosableDay(days: BookableDays): IsoDate | undefined {
  return [...days.keys()].sort().find((date) => isChoosable(date, days))
}

/**
 * Staff take a phone order for, or move an order to, any configured day that is not full from the first order day on;
 * unlike customers they may go past the 14-day window (the server applies the same rule and takes the place atomically).
 */
export function staffCanBook(day: AvailableDate, firstDay: IsoDate): boolean {
  return day.date >= firstDay && !isFull(day)
}
