import { useQuery } from '@tanstack/react-query'
import { bookableWindow } from '../../../domain/schedule/bookable-window'
import { type BookableDays, bookableDays } from '../../../domain/schedule/choosable-days'
import { dateQueries } from '../../lib/queries/dates'
import { useBakeryTimeZone } from '../../lib/queries/settings'

/** The open days a customer can order for (tomorrow to 14 days ahead, in the bakery's time zone), once loaded. */
export function useBookableOpenDays(): BookableDays | undefined {
  const dates = useQuery(dateQueries.open())
  const timeZone = useBakeryTimeZone()
  return dates.data ? bookableDays(dates.data, bookableWindow(new Date(), timeZone)) : undefined
}
