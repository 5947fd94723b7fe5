import { QueryClient, QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import type { DaySettings } from '../../../domain/planning/order-day-rules'
import { DEFAULT_BAKERY_TIMEZONE } from '../../../domain/schedule/bakery-time-zone'
import { DEFAULT_BAKING_DAYS } from '../../../domain/schedule/bookable-window'
import type { PublicShopSettings } from '../../../domain/shop/settings-schemas'
import { api } from '../api-client'
import { queryKeys } from './keys'

/** Shop facts customers see (WhatsApp number, bank details, opening hours); staff get the whole settings. */
export const settingsQueries = {
  shop: () => queryOptions({ queryKey: queryKeys.settings, queryFn: () => api.get<PublicShopSettings>('/api/settings') }),
}

/** Stands in where no QueryClientProvider is (a component rendered on its own in a test); it never fetches. */
const NO_CLIENT = new QueryClient()

/**
 * The bakery's time zone as the server has it (BAKERY_TIMEZONE); the default until the settings arrive, or where
 * no QueryClientProvider is.
 */
export function useBakeryTimeZone(): string {
  const client = useContext(QueryClientContext)
  const settings = useQuery({ ...settingsQueries.shop(), enabled: client !== undefined }, client ?? NO_CLIENT)
  return settings.data?.timeZone ?? DEFAULT_BAKERY_TIMEZONE
}

/** The day rules the pages check (baking days, order cut-off): the spec's calendar until the settings arrive. */
export function daySettings(settings: PublicShopSettings | undefined): DaySettings {
  return { bakingDays: settings?.bakingDays ?? DEFAULT_BAKING_DAYS, orderCutoffTime: settings?.orderCutoffTime ?? null }
}
