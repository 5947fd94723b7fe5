import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Pager, SearchBox } from '../../components/ui/data-table'
import { Select } from '../../components/ui/select'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { messageQueries } from '../../lib/queries/messages'
import { ORDERS_PAGE_SIZE, orderQueries } from '../../lib/queries/orders'
import { LoadStatus, PageHeading } from './admin-table'
import { OrderCard } from './order-card'
import { OwedByDay } from './owed-by-day'
import { useSearchInAddress } from './use-search-in-address'
import { useServerPaging } from './use-server-paging'

const PAYMENT_FILTERS = ['', 'unpaid', 'failed', 'paid', 'refunded', 'refund_due'] as const
type PaymentFilter = (typeof PAYMENT_FILTERS)[number]

/** Search and paging happen on the server (GET /api/orders?q=&limit=&page=), so every order can be found. */
export function AdminOrdersPage() {
  const { t } = useTranslation()
  const { typed: query, setTyped: setQuery, q } = useSearchInAddress()
  // A link may open the list filtered ('/admin/orders?payment=refund_due', from the dashboard's card).
  const [paymentStatus, setPaymentStatus] = useState<PaymentFilter>(() => {
    const asked = new URLSearchParams(window.location.search).get('payment')
    return PAYMENT_FILTERS.find((filter) => filter !== '' && filter === asked) ?? ''
  })
  const paging = useServerPaging(JSON.stringify([paymentStatus, q]), ORDERS_PAGE_SIZE, (page) => orderQueries.list({ q, page, paymentStatus }))
  const orders = paging.query
  const whatsapp = useQuery(messageQueries.whatsappStatus())
  const total = orders.data?.total ?? 0

  return (
    <>
      <PageHeading title={t('admin.orders.title')}>
        <div className="flex w-full gap-2 sm:w-auto sm:min-w-96">
          <SearchBox value={query} onChange={setQuery} placeholder={t('admin.orders.searchPlaceholder')} />
          <Select
            aria-label={t('admin.orders.paymentFilter')}
            value={paymentStatus}
            onChange={(event) => setPaymentStatus(event.target.value as PaymentFilter)}
            width="auto"
          >
            {PAYMENT_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status ? t(`admin.orders.paymentStatuses.${status}`) : t('admin.orders.allPayments')}
              </option>
            ))}
          </Select>
        </div>
      </PageHeading>
      <OwedByDay />
      {whatsapp.data && !whatsapp.data.configured && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('admin.orders.notConfigured')}
        </p>
      )}
      <LoadStatus query={orders} />
      <div aria-live="polite">
        {orders.isSuccess && total === 0 && <p className="py-10 text-center text-stone-600 dark:text-stone-300">{t('admin.orders.empty')}</p>}
        {orders.isSuccess && total > 0 && (
          <p className="mb-3 text-sm text-stone-600 dark:text-stone-300">{t('admin.orders.totalCount', { count: total })}</p>
        )}
      </div>
      <ul aria-busy={orders.isPlaceholderData} className={cn('grid gap-4', orders.isPlaceholderData && 'opacity-60')}>
        {orders.data?.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <Pager page={paging.page} pages={paging.pages} onPage={paging.setPage} />
    </>
  )
}
