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
    vi.mocked(api.get).mockResolvedValue({ totalOrders: 1234, pendingOrders: 321, totalRevenue: 99_000 })
    renderAdmin(<AdminDashboardPage />)
    expect(await screen.findByText('1234')).toBeVisible()
    expect(screen.getByText('Total Orders').parentElement).toHaveTextContent('1234')
    expect(screen.getByText('Pending Orders').parentElement).toHaveTextContent('321')
    expect(vi.mocked(api.get).mock.calls).toEqual([['/api/orders/summary']])
  })

  it('says so when the counts cannot be loaded', async () => {
    vi.mocked(api.get).mockRejectedValue(new Error('down'))
    renderAdmin(<AdminDashboardPage />)
    expect(await screen.findByText('Could not load this list. Please reload the page.')).toBeVisible()
    expect(screen.getByText('Total Orders').parentElement).toHaveTextContent('—')
  })
})
