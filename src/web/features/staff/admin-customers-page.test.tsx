import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { CustomerSummary } from '../../../domain/customers/customer-profile'
import { ApiError, api } from '../../lib/api-client'
import { AdminCustomersPage } from './admin-customers-page'
import { aCustomer, renderAdmin } from './admin-test-harness'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), getPage: vi.fn() } }
})

afterEach(cleanup)

/** The shop's 250 customers, newest first, as GET /api/customers/stats pages them. */
const ALL = Array.from({ length: 250 }, (_, index) => ({ id: 250 - index, name: `Customer ${250 - index}`, phone: '+529991234567' }))

it('reaches every customer a page of 10 at a time, past the newest 200', async () => {
  vi.mocked(api.getPage).mockImplementation(async (url: string) => {
    const params = new URL(url, 'http://shop').searchParams
    const page = Number(params.get('page'))
    const limit = Number(params.get('limit'))
    return { items: ALL.slice((page - 1) * limit, page * limit) as unknown as CustomerSummary[], total: ALL.length }
  })
  renderAdmin(<AdminCustomersPage />)

  expect(await screen.findByRole('navigation', { name: 'Page 1 of 25' })).toBeVisible()
  for (let page = 1; page < 25; page++) fireEvent.click(await screen.findByRole('button', { name: 'Next' }))
  await waitFor(() => expect(screen.getByRole('navigation', { name: 'Page 25 of 25' })).toBeVisible())
  expect(await screen.findByRole('cell', { name: 'Customer 1' })).toBeVisible()
  expect(api.getPage).toHaveBeenLastCalledWith('/api/customers/stats?limit=10&page=25')
})

it('keeps an open profile in the address: a link opens it, and Back closes it without leaving the page', async () => {
  vi.mocked(api.getPage).mockResolvedValue({ items: ALL.slice(0, 10) as unknown as CustomerSummary[], total: ALL.length })
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    const id = Number(url.match(/\/api\/customers\/(\d+)\/profile/)?.[1])
    return { ...aCustomer(id, { name: `Customer ${id}` }), totalOrders: 0, totalSpent: 0, lastOrderDate: '2026-10-01', orders: [] }
  })
  renderAdmin(<AdminCustomersPage />, { at: '/admin/customers?customer=249' })
  expect(await screen.findByRole('dialog', { name: 'Customer 249' })).toBeVisible()
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(window.location.search).toBe('')

  // Opened from the list: a step Back undoes, and the search typed meanwhile stays.
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Customer' } })
  await waitFor(() => expect(window.location.search).toBe('?q=Customer'))
  fireEvent.click(await screen.findByRole('button', { name: 'View Profile: Customer 250' }))
  expect(await screen.findByRole('dialog', { name: 'Customer 250' })).toBeVisible()
  expect(window.location.search).toBe('?q=Customer&customer=250')
  window.history.back()
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(window.location.search).toBe('?q=Customer')
})

it('says a customer a link names does not exist, rather than that the profile failed to load', async () => {
  vi.mocked(api.getPage).mockResolvedValue({ items: [], total: 0 })
  vi.mocked(api.get).mockRejectedValue(new ApiError(404, 'Customer 999 was not found', 'not_found'))
  renderAdmin(<AdminCustomersPage />, { at: '/admin/customers?customer=999' })
  expect(await screen.findByText('There is no such customer.')).toBeVisible()
})
