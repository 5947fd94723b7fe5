import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type PreparationDay, weeklyPreparation } from '../../../domain/orders/weekly-preparation'
import { addDaysIso, bakeryToday, type IsoDate } from '../../../domain/schedule/calendar-dates'
import { productQueries } from '../../lib/queries/catalogue'
import { dateQueries } from '../../lib/queries/dates'
import { orderQueries } from '../../lib/queries/orders'
import { useBakeryTimeZone } from '../../lib/queries/settings'

/**
 * The upcoming week of the Weekly Preparation tab: the bakery's today and the 7 days after it, so that next week's
 * bake on today's weekday (seen on a Saturday, the next Saturday, often the busiest) is in it.
 */
export const PREPARATION_DAYS = 8

export function preparationWeek(now: Date, timeZone: string): { first: IsoDate; last: IsoDate } {
  const first = bakeryToday(now, timeZone)
  return { first, last: addDaysIso(first, PREPARATION_DAYS - 1) }
}

/**
 * What to bake on each configured day of the coming week, from every order picked up that week
 * (not the capped list of newest orders). Undefined until both orders and dates have loaded (spec §4).
 */
export function useWeeklyPreparation(enabled: boolean): { days: PreparationDay[] | undefined; failed: boolean } {
  const week = preparationWeek(new Date(), useBakeryTimeZone())
  const orders = useQuery({ ...orderQueries.pickedUp(week.first, week.last), enabled })
  const dates = useQuery(dateQueries.openOrNone())
  const weeklySpecialId = useQuery(productQueries.listOrSample()).data?.rows.find((product) => product.isWeeklySpecial)?.id
  const days = useMemo(() => {
    if (!orders.data || !dates.data) return undefined
    return weeklyPreparation(
      orders.data.rows,
      dates.data.rows.filter((day) => day.date >= week.first && day.date <= week.last),
      weeklySpecialId,
    )
  }, [orders.data, dates.data, week.first, week.last, weeklySpecialId])
  return { days, failed: orders.isError || dates.isError }
}
