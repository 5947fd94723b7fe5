import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { ToastProvider } from '../components/ui/toaster'
import { HomePage } from '../features/home/home-page'
import { withTexts } from '../i18n/i18n'
import { createQueryClient } from '../lib/query-client'
import { CheckoutRoute } from './checkout-route'
import { FocusOnNavigate } from './focus-on-navigate'
import { NotFoundPage } from './not-found-page'
import { PageFallback } from './page-fallback'
import { prefetchRouteData } from './route-data'
import { ScrollToTop } from './scroll-to-top'
import { StorefrontLayout } from './storefront-layout'

// Every page but the home page is its own chunk, so the first load of / stays small.
// Pages with forms show the messages of the schemas and the server: those texts come with the page's code.
const StaffDashboardPage = lazy(() =>
  withTexts(import('../features/staff/staff-dashboard-page'), ['errors']).then((m) => ({ default: m.StaffDashboardPage })),
)
const ProductListPage = lazy(() => import('../features/catalog/product-list-page').then((m) => ({ default: m.ProductListPage })))
// A sold-out product offers the waitlist's form.
const ProductDetailPage = lazy(() =>
  withTexts(import('../features/catalog/product-detail-page'), ['errors', 'regulars']).then((m) => ({ default: m.ProductDetailPage })),
)
const CartPage = lazy(() => import('../features/cart/cart-page').then((m) => ({ default: m.CartPage })))
const PayOrderPage = lazy(() => import('../features/checkout/pay-order-page').then((m) => ({ default: m.PayOrderPage })))
// The confirmation page has the factura request form and the standing order card.
const OrderConfirmationPage = lazy(() =>
  withTexts(import('../features/order-confirmation/order-confirmation-page'), ['errors', 'regulars']).then((m) => ({
    default: m.OrderConfirmationPage,
  })),
)
// Standing orders and the waitlist: pages a customer reaches from a private link.
const StandingOrderPage = lazy(() =>
  withTexts(import('../features/regulars/standing-order-page'), ['errors', 'regulars']).then((m) => ({ default: m.StandingOrderPage })),
)
const WaitlistPage = lazy(() =>
  withTexts(import('../features/regulars/waitlist-page'), ['errors', 'regulars']).then((m) => ({ default: m.WaitlistPage })),
)
const PrivacyPage = lazy(() => import('../features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })))
const TermsPage = lazy(() => import('../features/shop-pages/terms-page').then((m) => ({ default: m.TermsPage })))
const SitemapPage = lazy(() => import('../features/shop-pages/sitemap-page').then((m) => ({ default: m.SitemapPage })))
const AdminArea = lazy(() => withTexts(import('../features/staff/admin-area'), ['errors', 'regulars']).then((m) => ({ default: m.AdminArea })))

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    prefetchRouteData(client, window.location.pathname)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ScrollToTop />
        <FocusOnNavigate />
        <StorefrontLayout>
          <Suspense fallback={<PageFallback />}>
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/products" component={ProductListPage} />
              <Route path="/products/:id" component={ProductDetailPage} />
              <Route path="/cart" component={CartPage} />
              <Route path="/checkout" component={CheckoutRoute} />
              <Route path="/order-confirmation/:id" component={OrderConfirmationPage} />
              <Route path="/pay/:id" component={PayOrderPage} />
              <Route path="/order-confirmation">
                <Redirect to="/" />
              </Route>
              <Route path="/standing-orders/:id" component={StandingOrderPage} />
              <Route path="/waitlist/:id" component={WaitlistPage} />
              <Route path="/privacy" component={PrivacyPage} />
              <Route path="/terms" component={TermsPage} />
              <Route path="/sitemap" component={SitemapPage} />
              <Route path="/simple-admin-dashboard" component={StaffDashboardPage} />
              <Route path="/admin">
                <AdminArea notFound={NotFoundPage} />
              </Route>
              <Route path="/admin/*">
                <AdminArea notFound={NotFoundPage} />
              </Route>
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </StorefrontLayout>
      </ToastProvider>
    </QueryClientProvider>
  )
}
