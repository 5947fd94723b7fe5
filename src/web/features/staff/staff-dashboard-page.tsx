import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import type { LiveOrder } from '../../../domain/orders/live-order-messages'
import { LanguageSwitcher } from '../../components/language-switcher'
import { Button } from '../../components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useToast } from '../../components/ui/toaster'
import { registerArea } from '../../i18n/areas'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { productQueries } from '../../lib/queries/catalogue'
import { customerQueries } from '../../lib/queries/customers'
import { dateQueries } from '../../lib/queries/dates'
import { orderQueries } from '../../lib/queries/orders'
import { isSignedOut } from '../../lib/queries/sampled'
import { useDocumentTitle } from '../../lib/use-document-title'
import { STAFF_DASHBOARD_PATH } from './admin-paths'
import { AvailableDatesTab } from './available-dates-tab'
import { CustomersTab } from './customers-tab'
import { DashboardCustomerDialog } from './dashboard-customer-dialog'
import { LiveStatus } from './live-status'
import { OrdersTab } from './orders-tab'
import { ProductsTab } from './products-tab'
import { SessionEndedDialog } from './session-ended-dialog'
import { useSessionEnded } from './use-admin-auth'
import { useDialogInAddress } from './use-dialog-in-address'
import { useLiveOrders } from './use-live-orders'
import { useWeeklyPreparation } from './use-weekly-preparation'
import { WeeklyPreparationTab } from './weekly-preparation-tab'

registerArea('staff')

const TABS = ['orders', 'customers', 'products', 'availableDates', 'weeklyPreparation'] as const
type Tab = (typeof TABS)[number]
/** The tab the address names (`?tab=customers`), so a refresh or a link opens it; Orders without one. */
const tabIn = (search: string): Tab => TABS.find((name) => name === new URLSearchParams(search).get('tab')) ?? 'orders'
/** The login page's `next` parameter brings staff back here after signing in. */
const SIGN_IN_PATH = '/admin/login?next=/simple-admin-dashboard'
/** A change this page made itself comes back as ORDER_UPDATED; its own success toast is kept instead. */
const OWN_CHANGE_ECHO_MS = 5000

export function StaffDashboardPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('staffDashboard.title'))
  const { formatMoney } = useFormatters()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const tab = tabIn(useSearch())
  const [hasNewOrder, setHasNewOrder] = useState(false)
  const [highlightId, setHighlightId] = useState<number | null>(null)
  // '?customer=12' opens a profile; Back closes it.
  const profile = useDialogInAddress('customer')
  const [ordersDate, setOrdersDate] = useState<string | undefined>()
  const ownChanges = useRef(new Map<number, number>())

  const orders = useQuery(orderQueries.recent())
  const customers = useQuery(customerQueries.listOrSample())
  const products = useQuery(productQueries.listOrSample())
  const dates = useQuery(dateQueries.openOrNone())
  const summary = useQuery(orderQueries.summaryOrSample())
  const preparation = useWeeklyPreparation(tab === 'weeklyPreparation')

  const signedOut = [orders, customers, products, dates].some((query) => isSignedOut(query.error))
  // A session that ends while staff work (an action answered 401) keeps the page, under a dialog to sign in again;
  // signed out from the start, the page is the spec's sign-in prompt.
  const sessionEnded = useSessionEnded()

  useEffect(() => {
    if (dates.isError && !isSignedOut(dates.error)) {
      toast({ title: t('staffDashboard.toast.errorTitle'), description: t('staffDashboard.toast.datesLoadFailed'), variant: 'destructive' })
    }
  }, [dates.isError, dates.error, toast, t])
  const sample = Boolean(orders.data?.sample || customers.data?.sample || products.data?.sample)

  const tabRef = useRef(tab)
  tabRef.current = tab
  const onNewOrder = useCallback(
    (order: LiveOrder) => {
      setHighlightId(order.id)
      if (tabRef.current !== 'orders') setHasNewOrder(true)
      toast({
        title: t('staffDashboard.toast.newOrderTitle'),
        description: t('staffDashboard.toast.newOrder', { id: order.id, name: order.customerName || t('staffDashboard.toast.newOrderFallbackName') }),
        variant: 'success',
      })
    },
    [t, toast],
  )
  const onOrderUpdated = useCallback(
    (order: LiveOrder) => {
      const ownAt = ownChanges.current.get(order.id)
      if (ownAt !== undefined && Date.now() - ownAt < OWN_CHANGE_ECHO_MS) return
      toast({ title: t('staffDashboard.toast.orderUpdatedTitle'), description: t('staffDashboard.toast.orderUpdated', { id: order.id }) })
    },
    [t, toast],
  )
  const live = useLiveOrders(Boolean(orders.data && !orders.data.sample), { onNewOrder, onOrderUpdated })

  const signOut = async () => {
    await api.post('/api/auth/logout').catch((error: unknown) => console.warn('logout failed', error))
    // Nothing a signed-in member of staff saw stays in memory after signing out.
    queryClient.removeQueries()
    navigate('/admin/login')
  }

  const chooseTab = (next: string) => {
    // Replaced, not pushed: Back still leaves the dashboard, as before.
    navigate(next === 'orders' ? STAFF_DASHBOARD_PATH : `${STAFF_DASHBOARD_PATH}?tab=${next}`, { replace: true })
    if (next === 'orders') setHasNewOrder(false)
  }

  if (signedOut && !sessionEnded) {
    return (
      <main className="mx-auto grid min-h-dvh max-w-md place-content-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{t('staffDashboard.signIn.title')}</h1>
        <p className="text-stone-600 dark:text-stone-300">{t('staffDashboard.signIn.description')}</p>
        <Button asChild>
          <Link href={SIGN_IN_PATH}>{t('staffDashboard.signIn.action')}</Link>
        </Button>
      </main>
    )
  }

  const cards = [
    { key: 'totalOrders', value: summary.data ? String(summary.data.totalOrders) : '—' },
    { key: 'totalRevenue', value: summary.data ? formatMoney(summary.data.totalRevenue) : '—' },
    { key: 'products', value: products.data ? String(products.data.rows.length) : '—' },
    { key: 'customers', value: customers.data ? String(customers.data.total ?? customers.data.rows.length) : '—' },
  ] as const

  return (
    <div className="min-h-dvh bg-crust-50 dark:bg-stone-950">
      <header className="border-b border-crust-100 bg-white dark:border-stone-800 dark:bg-stone-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-2xl font-bold text-crust-900 dark:text-crust-100">{t('staffDashboard.title')}</h1>
            <p className="text-sm text-stone-600 dark:text-stone-300">{t('staffDashboard.subtitle')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {!sample && orders.data && <LiveStatus connected={live.connected} />}
            <LanguageSwitcher />
            <Button asChild variant="ghost" size="sm" className="whitespace-nowrap">
              <Link href="/admin/today">{t('staffDashboard.todayBoard')}</Link>
            </Button>
            <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => void signOut()}>
              <LogOut className="h-4 w-4" aria-hidden />
              {t('staffDashboard.signOut')}
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6">
        {sample && (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-100 p-3 font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {t('staffDashboard.sample.banner')}
          </p>
        )}
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.key} className="rounded-xl border border-crust-100 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900">
              <p className="text-sm text-stone-600 dark:text-stone-300">{t(`staffDashboard.cards.${card.key}`)}</p>
              <p className="mt-1 text-xl font-bold tabular-nums wrap-anywhere sm:text-2xl" data-testid={`staff-card-${card.key}`}>
                {card.value}
              </p>
              {card.key === 'totalRevenue' && summary.data && (
                <p className="text-xs text-stone-600 dark:text-stone-300">
                  {t('staffDashboard.cards.paidOwed', { paid: formatMoney(summary.data.paidRevenue), owed: formatMoney(summary.data.owedRevenue) })}
                </p>
              )}
            </li>
          ))}
        </ul>

        <Tabs value={tab} onValueChange={chooseTab}>
          <TabsList aria-label={t('staffDashboard.title')} className="w-full">
            {TABS.map((name) => (
              <TabsTrigger key={name} value={name} className="relative">
                {t(`staffDashboard.tabs.${name}`)}
                {name === 'orders' && hasNewOrder && (
                  <span className="absolute -top-1 -right-1 flex h-3 w-3" role="img" aria-label={t('staffDashboard.tabs.newOrder')}>
                    <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-500 opacity-75" />
                    <span className="relative inline-flex h-3 w-3 rounded-full bg-red-600" />
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="orders">
            {orders.data ? (
              <OrdersTab
                loaded={orders.data}
                highlightId={highlightId}
                onOpenCustomer={profile.open}
                onOwnChange={(id) => ownChanges.current.set(id, Date.now())}
                filterDate={ordersDate}
                setFilterDate={setOrdersDate}
              />
            ) : (
              <Loading failed={orders.isError} />
            )}
          </TabsContent>
          <TabsContent value="customers">
            {customers.data ? <CustomersTab loaded={customers.data} onOpenCustomer={profile.open} /> : <Loading failed={customers.isError} />}
          </TabsContent>
          <TabsContent value="products">{products.data ? <ProductsTab loaded={products.data} /> : <Loading failed={products.isError} />}</TabsContent>
          <TabsContent value="availableDates">
            {dates.data ? <AvailableDatesTab loaded={dates.data} /> : <Loading failed={dates.isError} />}
          </TabsContent>
          <TabsContent value="weeklyPreparation">
            {preparation.days ? <WeeklyPreparationTab days={preparation.days} /> : <Loading failed={preparation.failed} />}
          </TabsContent>
        </Tabs>
      </main>
      {profile.id !== null && <DashboardCustomerDialog customerId={profile.id} sample={sample} onClose={profile.close} />}
      {/* Signed in again, every list is read anew (the ones that failed meanwhile too). */}
      {sessionEnded && <SessionEndedDialog onSignedIn={() => void queryClient.invalidateQueries()} />}
    </div>
  )
}

function Loading({ failed }: { failed: boolean }) {
  const { t } = useTranslation()
  return <p className="text-stone-600 dark:text-stone-300">{failed ? t('staffDashboard.loadFailed') : t('staffDashboard.loading')}</p>
}
