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

/** Every page's path in one pattern (wouter's matching: any case, optional trailing slash). */
const ANY_PAGE = new RegExp(`^(?:${PAGES.map(([path]) => path).join('|')})/?$`, 'i')

/**
 * Everything under /admin, loaded as its own chunk; every page but the login is behind the guard. One route holds
 * the guard and the shell, so moving between pages keeps the shell, and its live feed connection, mounted.
 */
export function AdminArea({ notFound: NotFound }: { notFound: ComponentType }) {
  return (
    <Switch>
      <Route path="/admin/login" component={AdminLoginPage} />
      <Route path={ANY_PAGE}>
        <AdminGuard>
          <AdminShell>
            <Switch>
              {PAGES.map(([path, Page]) => (
                <Route key={path} path={path} component={Page} />
              ))}
            </Switch>
          </AdminShell>
        </AdminGuard>
      </Route>
      <Route component={NotFound} />
    </Switch>
  )
}
