import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type AvailableDate, DEFAULT_MAX_ORDERS } from '../../../domain/schedule/available-date-schemas'
import { firstOrderDay, nextWeekBakingDays } from '../../../domain/schedule/bookable-window'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'
import { useFailureToast } from './use-failure-toast'

/** The date changes of the Available Dates tab and the Manage Dates dialog, with the spec's toasts. */
export function useDateChanges() {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const toast = useToast()
  const queryClient = useQueryClient()
  const timeZone = useBakeryTimeZone()
  const settings = useQuery(settingsQueries.shop())
  const reload = () => queryClient.invalidateQueries({ queryKey: dateQueries.openOrNone().queryKey })
  const failed = useFailureToast()
  const post = (date: string, maxOrders: number) => api.post<AvailableDate>('/api/availableDates', { date, maxOrders, currentOrders: 0 })

  const addDate = useMutation({
    mutationFn: ({ date, maxOrders }: { date: string; maxOrders: number }) => post(date, maxOrders),
    onSuccess: (day) => {
      void reload()
      toast({
        title: t('staffDashboard.toast.dateAddedTitle'),
        description: t('staffDashboard.toast.dateAdded', { date: formatDate(day.date, 'longPadded') }),
        variant: 'success',
      })
    },
    onError: (error) => failed(t('staffDashboard.toast.dateAddFailed'), error),
  })

  /** Posts the 7 days one by one; days already open are kept as they are, not posted again. */
  const addWeek = useMutation({
    mutationFn: async (existing: readonly string[]) => {
      // The 7 days from tomorrow, of which only the shop's baking days are opened.
      for (const date of nextWeekBakingDays(new Date(), timeZone, settings.data?.bakingDays)) {
        if (!existing.includes(date)) await post(date, DEFAULT_MAX_ORDERS)
      }
      return firstOrderDay(new Date(), timeZone)
    },
    onSuccess: (first) => {
      void reload()
      toast({
        title: t('staffDashboard.toast.datesAddedTitle'),
        description: t('staffDashboard.toast.datesAdded', { date: formatDate(first, 'longPadded') }),
        variant: 'success',
      })
    },
    onError: (error) => {
      void reload()
      failed(t('staffDashboard.toast.datesAddFailed'), error)
    },
  })

  const removeDate = useMutation({
    mutationFn: (id: number) => api.delete(`/api/availableDates/${id}`),
    onSuccess: () => {
      void reload()
      toast({ title: t('staffDashboard.toast.dateRemovedTitle'), description: t('staffDashboard.toast.dateRemoved'), variant: 'success' })
    },
    onError: (error) => failed(t('staffDashboard.toast.dateRemoveFailed'), error),
  })

  const setMaxOrders = useMutation({
    mutationFn: ({ id, maxOrders }: { id: number; maxOrders: number }) => api.patch<AvailableDate>(`/api/availableDates/${id}`, { maxOrders }),
    onSuccess: (day) => {
      void reload()
      toast({
        title: t('staffDashboard.toast.maxOrdersUpdatedTitle'),
        description: t('staffDashboard.toast.maxOrdersUpdated', { count: day.maxOrders }),
        variant: 'success',
      })
    },
    onError: (error) => failed(t('staffDashboard.toast.maxOrdersFailed'), error),
  })

  return { addDate, addWeek, removeDate, setMaxOrders }
}
