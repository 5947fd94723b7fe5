import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import type { Customer } from '../../../domain/customers/customer-schemas'
import type { Order } from '../../../domain/orders/order-schemas'
import { ToastProvider } from '../../components/ui/toaster'
import { registerArea } from '../../i18n/areas'
import { createQueryClient } from '../../lib/query-client'
import '../../i18n/i18n'

registerArea('admin')
// The first render of a file loads Radix and the lazy toaster; on a busy two-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Renders an admin page or part as the app does: the shop's query client (no retries) and the toaster, kept on rerender. */
export function renderAdmin(ui: ReactElement, { at = '/' }: { at?: string } = {}) {
  // Each test starts at its own address: a page that keeps its search there (?q=) must not inherit the last test's.
  window.history.replaceState(null, '', at)
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
  return { queryClient, ...render(ui, { wrapper }) }
}

export { anOrder } from '../../lib/order-test-fixture'

/** A customer from Mérida with a saved address, as GET /api/customers answers one. */
export const aCustomer = (id: number, change: Partial<Customer> = {}): Customer => ({
  id,
  name: `Cliente ${id}`,
  email: `cliente${id}@example.mx`,
  phone: '+529991112233',
  whatsapp: null,
  address: null,
  streetAddress: 'Calle 60 #123',
  colonia: 'Centro',
  city: 'Mérida',
  state: 'Yucatán',
  postalCode: '97000',
  additionalInfo: null,
  createdAt: '2026-10-01T15:00:00Z',
  ...change,
})

/** A stand-in for fetch answering GET /api/orders with one page and its X-Total-Count, as the server does. */
export function orderListResponse(orders: Order[], total: number): Response {
  return new Response(JSON.stringify(orders), { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': String(total) } })
}
