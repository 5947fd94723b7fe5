import { useQuery } from '@tanstack/react-query'
import type { Product } from '../../../domain/catalog/product-schemas'
import { type ProductDayOffer, productDayOffer } from '../../../domain/planning/product-day-offer'
import { isFull } from '../../../domain/schedule/day-availability'
import { usePickupDay } from '../../lib/pickup-day'
import { dateQueries } from '../../lib/queries/dates'
import { daySettings, settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'

/** A product on a pickup day, and whether the day itself has no order places left. */
export type DatedOffer = ProductDayOffer & { date: string; dayFull: boolean }

/** How `product` stands on the pickup day the visitor is shopping for; undefined while no day is chosen or known. */
export function useProductDayOffer(): (product: Product) => DatedOffer | undefined {
  const date = usePickupDay()
  const dates = useQuery({ ...dateQueries.open(), enabled: date !== undefined })
  const settings = useQuery(settingsQueries.shop())
  const timeZone = useBakeryTimeZone()
  const day = dates.data?.find((candidate) => candidate.date === date)
  return (product) => {
    if (!day) return undefined
    const rules = {
      settings: daySettings(settings.data),
      now: new Date(),
      timeZone,
    }
    return { ...productDayOffer(product, day, rules), date: day.date, dayFull: isFull(day) }
  }
}
