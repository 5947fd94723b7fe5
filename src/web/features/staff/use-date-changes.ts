import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type AvailableDate, DEFAULT_MAX_ORDERS } from '../../../domain/schedule/available-date-schemas'
import { firstOrderDay, nextWeekBakingDays } from '../../../domain/schedule/bookable-window'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError, api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { queryKeys } from '../../lib/queries/keys'
import { settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'
import { useFailureToast } from './use-failure-toast'
import { useStaffMutation } from './use-staff-mutation'

/** The date changes of the Available Dates tab and the Manage Dates dialog, with the spec's toasts. */
export function useDateChanges() {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const queryClient = useQueryClient()
  const timeZone = useBakeryTimeZone()
  const settings = useQuery(settingsQueries.shop())
  const reloads = [queryKeys.dates]
  const failed = useFailureToast()
  const post = (date: string, maxOrders: number) => api.post<AvailableDate>('/api/availableDates', { date, maxOrders, currentOrders: 0 })

  const addDate = useStaffMutation({
    mutationFn: ({ date, maxOrders }: { date: string; maxOrders: number }) => post(date, maxOrders),
    successToast: (day) => ({
      title: t('staffDashboard.toast.dateAddedTitle'),
      description: t('staffDashboard.toast.dateAdded', { date: formatDate(day.date, 'longPadded') }),
    }),
    reloads,
    onError: (error) => failed(t('staffDashboard.toast.dateAddFailed'), error),
  })

  /**
   * Posts the 7 days one by one; days already open are kept as they are, not posted again, including one another
   * device opened meanwhile (the server answers 409 for it).
   */
  const addWeek = useStaffMutation({
    mutationFn: async (existing: readonly string[]) => {
      let added = 0
      // The 7 days from tomorrow, of which only the shop's baking days are opened.
      for (const date of nextWeekBakingDays(new Date(), timeZone, settings.data?.bakingDays)) {
        if (existing.includes(date)) continue
        const opened = await post(date, DEFAULT_MAX_ORDERS).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === 'conflict') return null
          throw error
        })
        if (opened) added += 1
      }
      return { first: firstOrderDay(new Date(), timeZone), added }
    },
    successToast: ({ first, added }) =>
      added === 0
        ? { title: t('staffDashboard.toast.datesAlreadyOpenTitle'), description: t('staffDashboard.toast.datesAlreadyOpen') }
        : {
            title: t('staffDashboard.toast.datesAddedTitle'),
            description: t('staffDashboard.toast.datesAdded', { date: formatDate(first, 'longPadded') }),
          },
    reloads,
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dates })
      failed(t('staffDashboard.toast.datesAddFailed'), error)
    },
  })

  const removeDate = useStaffMutation({
    mutationFn: (id: number) => api.delete(`/api/availableDates/${id}`),
    successToast: () => ({ title: t('staffDashboard.toast.dateRemovedTitle'), description: t('staffDashboard.toast.dateRemoved') }),
    reloads,
    onError: (error) => failed(t('staffDashboard.toast.dateRemoveFailed'), error),
  })

  const setMaxOrders = useStaffMutation({
    mutationFn: ({ id, maxOrders }: { id: number; maxOrders: number }) => api.patch<AvailableDate>(`/api/availableDates/${id}`, { maxOrders }),
    successToast: (day) => ({
      title: t('staffDashboard.toast.maxOrdersUpdatedTitle'),
      description: t('staffDashboard.toast.maxOrdersUpdated', { count: day.maxOrders }),
    }),
    reloads,
    onError: (error) => failed(t('staffDashboard.toast.maxOrdersFailed'), error),
  })

  return { addDate, addWeek, removeDate, setMaxOrders }
}
