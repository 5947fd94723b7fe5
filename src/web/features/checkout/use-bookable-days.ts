import { useQuery } from '@tanstack/react-query'
import { bookableWindow } from '../../../domain/schedule/bookable-window'
import { bookableDays } from '../../../domain/schedule/choosable-days'
import { useBakeryTimeZone } from '../../lib/shop-queries'
import { checkoutQueries } from './checkout-queries'

/** The available-dates query, the bookable window in the bakery's time zone, and the bookable days once loaded. */
export function useBookableDays() {
  const availableDates = useQuery(checkoutQueries.availableDates())
  const bookable = bookableWindow(new Date(), useBakeryTimeZone())
  return { availableDates, bookable, days: availableDates.data ? bookableDays(availableDates.data, bookable) : undefined }
}
