import { useQuery } from '@tanstack/react-query'
import { unitsByProduct } from '../../../domain/planning/day-limits'
import { DEFAULT_PICKUP_WINDOWS } from '../../../domain/planning/pickup-windows'
import { bookableWindow } from '../../../domain/schedule/bookable-window'
import { bookableDays, type CartNeeds } from '../../../domain/schedule/choosable-days'
import { useCart } from '../../lib/cart-store'
import { productQueries } from '../../lib/queries/catalogue'
import { dateQueries } from '../../lib/queries/dates'
import { daySettings, settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'

/**
 * The available-dates query, the bookable window in the bakery's time zone, and the bookable days once loaded: a day
 * the cart cannot have (a product not made or not ready that day, past the cut-off, too few units left) shows full.
 * The days wait for the products and settings too: the calendar opens on the month of the first day the cart can
 * have, and without them a day past the cut-off would look choosable (on the 27th, a November with nothing left).
 */
export function useBookableDays() {
  const availableDates = useQuery(dateQueries.open())
  const products = useQuery(productQueries.list())
  const settings = useQuery(settingsQueries.shop())
  const lines = useCart()
  const timeZone = useBakeryTimeZone()
  const now = new Date()
  const bookable = bookableWindow(now, timeZone)
  const cart: CartNeeds | undefined = products.data
    ? {
        units: unitsByProduct(lines.map((line) => ({ productId: line.id, quantity: line.quantity, customizations: line.customizations }))),
        products: products.data,
        settings: daySettings(settings.data),
        now,
        timeZone,
        windows: settings.data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS,
      }
    : undefined
  const answered = (query: { isPending: boolean }) => !query.isPending
  const ready = availableDates.data !== undefined && answered(products) && answered(settings)
  return { availableDates, bookable, days: ready ? bookableDays(availableDates.data ?? [], bookable, cart) : undefined }
}
