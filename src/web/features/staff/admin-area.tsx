import type { ComponentType } from 'react'
import { Route, Switch } from 'wouter'
import { registerArea } from '../../i18n/areas'
import { AdminCustomersPage } from './admin-customers-page'
import { AdminDashboardPage } from './admin-dashboard-page'
import { AdminGuard } from './admin-guard'
import { AdminInventoryPage } from './admin-inventory-page'
import { AdminLoginPage } from './admin-login-page'
import { AdminOrdersPage } from './admin-orders-page'
import { AdminProductsPage } from './admin-products-page'
import { AdminSettingsPage } from './admin-settings-page'
import { AdminShell } from './admin-shell'
import { InboxPage } from './inbox-page'
import { InvoicesPage } from './invoices-page'
import { NewOrderPage } from './new-order-page'
import { ProductionPage } from './production-page'
import { StandingOrdersPage } from './standing-orders-page'
import { TodayBoardPage } from './today-board-page'
import { WaitlistPage } from './waitlist-page'

registerArea('admin')

const PAGES: Array<[string, ComponentType]> = [
  ['/admin', AdminDashboardPage],
  ['/admin/orders', AdminOrdersPage],
  ['/admin/products', AdminProductsPage],
  ['/admin/inventory', AdminInventoryPage],
  ['/admin/customers', AdminCustomersPage],
  ['/admin/settings', AdminSettingsPage],
  ['/admin/production', ProductionPage],
  ['/admin/new-order', NewOrderPage],
  ['/admin/today', TodayBoardPage],
  ['/admin/inbox', InboxPage],
  ['/admin/invoices', InvoicesPage],
  ['/admin/standing-orders', StandingOrdersPage],
  ['/admin/waitlist', WaitlistPage],
]

/** Everything under /admin, loaded as its own chunk; every page but the login is behind the guard. */
export function AdminArea({ notFound: NotFound }: { notFound: ComponentType }) {
  return (
    <Switch>
      <Route path="/admin/login" component={AdminLoginPage} />
      {PAGES.map(([path, Page]) => (
        <Route key={path} path={path}>
          <AdminGuard>
            <AdminShell>
              <Page />
            </AdminShell>
          </AdminGuard>
        </Route>
      ))}
      <Route component={NotFound} />
    </Switch>
  )
}
