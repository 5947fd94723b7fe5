import { useQuery } from '@tanstack/react-query'
import { DEFAULT_PICKUP_WINDOWS } from '../../../domain/planning/pickup-windows'
import { bookableWindow } from '../../../domain/schedule/bookable-window'
import { type BookableDays, bookableDays } from '../../../domain/schedule/choosable-days'
import { dateQueries } from '../../lib/queries/dates'
import { daySettings, settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'

/**
 * The open days a customer can order for (tomorrow to 14 days ahead, in the bakery's time zone), once loaded. The
 * day's own rules hold as for an empty cart: a day staff opened that the bakery does not bake, or past its cut-off,
 * cannot be had.
 */
export function useBookableOpenDays(): BookableDays | undefined {
  const dates = useQuery(dateQueries.open())
  const settings = useQuery(settingsQueries.shop())
  const timeZone = useBakeryTimeZone()
  if (!dates.data || settings.isPending) return undefined
  const now = new Date()
  const anyCart = {
    units: new Map<number, number>(),
    products: [],
    settings: daySettings(settings.data),
    now,
    timeZone,
    windows: settings.data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS,
  }
  return bookableDays(dates.data, bookableWindow(now, timeZone), anyCart)
}
