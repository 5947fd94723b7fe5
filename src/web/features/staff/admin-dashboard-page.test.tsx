import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { AdminDashboardPage } from './admin-dashboard-page'
import { renderAdmin } from './admin-test-harness'

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}))

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

describe('the admin dashboard', () => {
  it('counts every order from the summary, not from the capped order list', async () => {
    vi.mocked(api.get).mockImplementation(async (path: string) =>
      path === '/api/orders/summary'
        ? { totalOrders: 1234, pendingOrders: 321, totalRevenue: 99_000, paidRevenue: 60_000, owedRevenue: 39_000, refundDue: 0, refundDueOrders: 0 }
        : undefined,
    )
    renderAdmin(<AdminDashboardPage />)
    expect(await screen.findByText('1234')).toBeVisible()
    expect(screen.getByText('Total Orders').parentElement).toHaveTextContent('1234')
    expect(screen.getByText('Pending Orders').parentElement).toHaveTextContent('321')
    // Revenue of the orders not cancelled, paid and still owed apart.
    expect(screen.getByText('Paid (orders not cancelled)').parentElement).toHaveTextContent('$60,000.00')
    expect(screen.getByText('Still to collect').parentElement).toHaveTextContent('$39,000.00')
    expect(vi.mocked(api.get).mock.calls.filter(([path]) => path.startsWith('/api/orders'))).toEqual([['/api/orders/summary']])
    // Nothing to give back, nothing said of it.
    expect(screen.queryByText(/Refunds due/)).not.toBeInTheDocument()
  })

  it('totals the payments kept on cancelled orders, to give back, with a link to those orders', async () => {
    vi.mocked(api.get).mockImplementation(async (path: string) =>
      path === '/api/orders/summary'
        ? { totalOrders: 30, pendingOrders: 3, totalRevenue: 8000, paidRevenue: 2000, owedRevenue: 6000, refundDue: 662.5, refundDueOrders: 3 }
        : undefined,
    )
    renderAdmin(<AdminDashboardPage />)
    const card = (await screen.findByText('Refunds due: payments kept on cancelled orders')).parentElement
    expect(card).toHaveTextContent('$662.50')
    expect(card).toHaveTextContent('3 orders')
    expect(screen.getByRole('link', { name: 'See those orders' })).toHaveAttribute('href', '/admin/orders?payment=refund_due')
  })

  it('says so when the counts cannot be loaded', async () => {
    vi.mocked(api.get).mockRejectedValue(new Error('down'))
    renderAdmin(<AdminDashboardPage />)
    expect(await screen.findByText('Could not load this list. Please reload the page.')).toBeVisible()
    expect(screen.getByText('Total Orders').parentElement).toHaveTextContent('—')
  })
})
