import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { PackingOrder } from '../../../domain/planning/production-sheet'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { TodayBoardPage } from './today-board-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

const DAY = '2099-01-05'
const order = (id: number, change: Partial<PackingOrder>): PackingOrder => ({
  id,
  customerName: `Cliente ${id}`,
  customerPhone: '+529991112233',
  pickupTime: '9:00 AM - 11:00 AM',
  isDelivery: false,
  deliveryAddress: null,
  status: 'pending',
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  total: 100,
  owed: 100,
  specialInstructions: null,
  items: [],
  ...change,
})

it('counts in what is still to collect an order handed over but not yet paid, as its card says', async () => {
  const orders = [
    order(1, { total: 100, owed: 100 }),
    order(2, { status: 'completed', total: 250, owed: 250 }),
    order(3, { status: 'completed', paymentStatus: 'paid', total: 80, owed: 0 }),
  ]
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 3, limitedAvailability: false, notes: null }]
    if (url === `/api/production/${DAY}`) return { date: DAY, orderCount: 3, items: [], orders }
    return {}
  })
  renderAdmin(<TodayBoardPage />)
  expect(await screen.findByText('Still to collect: $350.00 MXN')).toBeVisible()
  expect(screen.getByRole('article', { name: /Order #2/ })).toHaveTextContent('To collect: $250.00')
})
