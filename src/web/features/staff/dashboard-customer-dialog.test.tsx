import '@testing-library/jest-dom/vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { Customer } from '../../../domain/customers/customer-schemas'
import { registerArea } from '../../i18n/areas'
import { i18nReady } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { queryKeys } from '../../lib/queries/keys'
import { anOrder, renderAdmin } from './admin-test-harness'
import { DashboardCustomerDialog } from './dashboard-customer-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), getPage: vi.fn() } }
})

beforeAll(async () => {
  await i18nReady
  registerArea('staff')
})
afterEach(cleanup)

const LUCIA: Customer = {
  id: 5,
  name: 'Lucía Pech',
  email: null,
  phone: '+529991234567',
  whatsapp: null,
  address: null,
  streetAddress: null,
  colonia: null,
  city: 'Mérida',
  state: null,
  postalCode: null,
  additionalInfo: null,
  createdAt: '2026-01-05T15:00:00.000Z',
}

it('stays open on the real profile when a reload after a live update fails', async () => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/api/customers/5/profile') return { ...LUCIA, totalOrders: 0, totalSpent: 0, lastOrderDate: LUCIA.createdAt, orders: [] }
    throw new Error(`unexpected call ${path}`)
  })
  vi.mocked(api.getPage).mockResolvedValue({ items: [], total: 0 })
  const onClose = vi.fn()
  const { queryClient } = renderAdmin(<DashboardCustomerDialog customerId={5} sample={false} onClose={onClose} />)
  expect(await screen.findByText('Lucía Pech')).toBeVisible()

  // The live feed reloads the customer and their orders; this time the server answers 500, then 502.
  vi.mocked(api.get).mockRejectedValueOnce(new ApiError(500, 'Something went wrong'))
  vi.mocked(api.getPage).mockRejectedValueOnce(new ApiError(502, 'Bad Gateway'))
  await act(() =>
    Promise.allSettled([
      queryClient.invalidateQueries({ queryKey: queryKeys.customers }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    ]),
  )

  expect(screen.getByText('Lucía Pech')).toBeVisible()
  expect(screen.queryByText('Sample profile: the server cannot be reached.')).not.toBeInTheDocument()
  expect(onClose).not.toHaveBeenCalled()
})

it('counts every order of a regular in the totals, and says the history lists the newest of them', async () => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/api/customers/5/profile')
      return { ...LUCIA, totalOrders: 210, totalSpent: 31_500, lastOrderDate: '2026-11-24T15:00:00.000Z', orders: [] }
    throw new Error(`unexpected call ${path}`)
  })
  vi.mocked(api.getPage).mockResolvedValue({ items: [anOrder(901, { customerId: 5 }), anOrder(900, { customerId: 5 })], total: 210 })
  renderAdmin(<DashboardCustomerDialog customerId={5} sample={false} onClose={vi.fn()} />)
  expect(await screen.findByText('The newest 2 of 210 orders are listed here.')).toBeVisible()
  expect(screen.getByText('210')).toBeVisible()
  expect(screen.getByText('$31,500.00')).toBeVisible()
})
