import { useQuery } from '@tanstack/react-query'
import { ClipboardList, HandCoins, Hourglass, Wallet } from 'lucide-react'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { orderQueries } from '../../lib/queries/orders'
import { PageHeading } from './admin-table'

/** The counts come from /api/orders/summary, over every order; the order list itself is paged. */
export function AdminDashboardPage() {
  const { t } = useTranslation()
  const summary = useQuery(orderQueries.summary())
  const { formatMoney } = useFormatters()
  const count = (value: number | undefined) => (summary.isPending ? '…' : summary.isError ? '—' : String(value ?? 0))
  const money = (value: number | undefined) => (summary.isPending ? '…' : summary.isError ? '—' : formatMoney(value ?? 0))
  const cards = [
    { label: t('admin.dashboard.totalOrders'), value: count(summary.data?.totalOrders), icon: ClipboardList },
    { label: t('admin.dashboard.pendingOrders'), value: count(summary.data?.pendingOrders), icon: Hourglass },
    // Orders not cancelled: what was paid, and what is still to collect.
    { label: t('admin.dashboard.paidRevenue'), value: money(summary.data?.paidRevenue), icon: Wallet },
    { label: t('admin.dashboard.owedRevenue'), value: money(summary.data?.owedRevenue), icon: HandCoins },
  ]
  return (
    <>
      <PageHeading title={t('admin.dashboard.title')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        {cards.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="flex items-center justify-between">
            <div>
              <p className="text-sm font-medium text-stone-600 dark:text-stone-300">{label}</p>
              <p className="mt-1 text-3xl font-bold">{value}</p>
            </div>
            <Icon className="h-8 w-8 text-crust-600" aria-hidden />
          </Card>
        ))}
      </div>
      {/* Money kept on cancelled orders is the customers': shown while any is left to give back. */}
      {summary.data && summary.data.refundDueOrders > 0 && (
        <Card tone="amber" className="mt-4 flex flex-wrap items-center justify-between gap-3 lg:max-w-2xl">
          <div>
            <p className="text-sm font-medium text-amber-900 dark:text-amber-100">{t('admin.dashboard.refundDue')}</p>
            <p className="mt-1 text-3xl font-bold">{formatMoney(summary.data.refundDue)}</p>
            <p className="text-sm text-amber-900 dark:text-amber-100">
              {t('admin.dashboard.refundDueOrders', { count: summary.data.refundDueOrders })}
            </p>
          </div>
          <Button asChild variant="secondary" size="sm">
            <Link href="/admin/orders?payment=refund_due">{t('admin.dashboard.refundDueList')}</Link>
          </Button>
        </Card>
      )}
      {summary.isError && <p className="mt-4 text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
      <Button asChild className="mt-6">
        <Link href="/admin/orders">{t('admin.dashboard.viewOrders')}</Link>
      </Button>
    </>
  )
}
