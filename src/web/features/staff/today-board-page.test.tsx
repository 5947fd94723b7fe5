import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { transferReference } from '../../../domain/payments/transfer-instructions'
import type { PackingOrder } from '../../../domain/planning/production-sheet'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { TodayBoardPage } from './today-board-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), patch: vi.fn() } }
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

it('says how each order is paid, so nobody asks a transfer customer for cash', async () => {
  const orders = [order(1, {}), order(26, { paymentMethod: 'bank_transfer', isDelivery: true, total: 440, owed: 440 })]
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 2, limitedAvailability: false, notes: null }]
    if (url === `/api/production/${DAY}`) return { date: DAY, orderCount: 2, items: [], orders }
    return {}
  })
  renderAdmin(<TodayBoardPage />)
  expect(await screen.findByRole('article', { name: /Order #26/ })).toHaveTextContent(
    `To collect: $440.00 · Bank transfer, reference ${transferReference(26)}`,
  )
  expect(screen.getByRole('article', { name: /Order #1,/ })).toHaveTextContent(/To collect: \$100\.00 · Cash(?! on delivery)/)
})

it('shows the order note at the counter: an allergy is read before the bag is handed over', async () => {
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 1, limitedAvailability: false, notes: null }]
    if (url === `/api/production/${DAY}`)
      return { date: DAY, orderCount: 1, items: [], orders: [order(4, { specialInstructions: 'Alergia a nueces' })] }
    return {}
  })
  renderAdmin(<TodayBoardPage />)
  expect(await screen.findByRole('article', { name: /Order #4/ })).toHaveTextContent('“Alergia a nueces”')
})

it.each([
  ['Ready', {}, { status: 'ready' }],
  ['Handed over', { paymentStatus: 'paid', owed: 0 }, { status: 'completed' }],
  ['Mark paid', {}, { paymentStatus: 'paid', owed: 0 }],
])('keeps the focus on the order’s card once %s is done and its button is off', async (button, before, done) => {
  let current = order(4, before as Partial<PackingOrder>)
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 1, limitedAvailability: false, notes: null }]
    if (url === `/api/production/${DAY}`) return { date: DAY, orderCount: 1, items: [], orders: [current] }
    return {}
  })
  vi.mocked(api.patch).mockImplementation(async () => {
    current = { ...current, ...(done as Partial<PackingOrder>) }
    return {}
  })
  renderAdmin(<TodayBoardPage />)
  const card = await screen.findByRole('article', { name: /Order #4/ })
  await userEvent.click(within(card).getByRole('button', { name: button }))
  await waitFor(() => expect(card).toHaveFocus())
})

it('says the board shows the next bake day, and what each line is as packed', async () => {
  const lines = [
    { productId: 2, name: 'Weekly Special', nameEs: null, quantity: 1, price: 150, customizations: { quantity: '3', breadFormat: 'sliced' } },
  ]
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 1, limitedAvailability: false, notes: null }]
    if (url === `/api/production/${DAY}`) return { date: DAY, orderCount: 1, items: [], orders: [order(5, { items: lines })] }
    return {}
  })
  renderAdmin(<TodayBoardPage />)
  expect(await screen.findByText('Next bake day: Monday, January 5, 2099')).toBeVisible()
  expect(screen.getByRole('article', { name: /Order #5/ })).toHaveTextContent('1 × Weekly Special · Format: Sliced · Pack: 3 for $150 MXN')
})

it('says where a delivery goes and how to reach the customer, with the place on a map', async () => {
  const address = 'Calle 60 #491 x 57 y 59, Centro, Mérida, Yucatán, 97000 · Casa azul'
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 1, limitedAvailability: false, notes: null }]
    if (url === `/api/production/${DAY}`)
      return { date: DAY, orderCount: 1, items: [], orders: [order(7, { isDelivery: true, deliveryAddress: address })] }
    return {}
  })
  renderAdmin(<TodayBoardPage />)
  const card = await screen.findByRole('article', { name: /Order #7/ })
  expect(card).toHaveTextContent(`Deliver to: ${address}`)
  expect(card).toHaveTextContent('999 111 2233')
  expect(within(card).getByRole('link', { name: /^Map/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  )
})

it('says an order handed over and refunded was refunded, not paid', async () => {
  const orders = [order(4, { status: 'completed', paymentStatus: 'refunded', total: 150, owed: 0 })]
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 1, limitedAvailability: false, notes: null }]
    if (url === `/api/production/${DAY}`) return { date: DAY, orderCount: 1, items: [], orders }
    return {}
  })
  renderAdmin(<TodayBoardPage />)
  const card = await screen.findByRole('article', { name: /Order #4/ })
  expect(card).toHaveTextContent('Refunded: $150.00')
  expect(card).not.toHaveTextContent('Paid')
})

it('asks whether the money was taken before handing over an order that still owes, and records what staff answer', async () => {
  const board = (current: PackingOrder) =>
    vi.mocked(api.get).mockImplementation(async (url: string) => {
      if (url === '/api/available-dates') return [{ id: 1, date: DAY, maxOrders: 20, currentOrders: 1, limitedAvailability: false, notes: null }]
      if (url === `/api/production/${DAY}`) return { date: DAY, orderCount: 1, items: [], orders: [current] }
      return {}
    })
  vi.mocked(api.patch).mockReset()
  vi.mocked(api.patch).mockResolvedValue({})
  board(order(7, { total: 450, owed: 450 }))
  renderAdmin(<TodayBoardPage />)
  const card = await screen.findByRole('article', { name: /Order #7/ })
  await userEvent.click(within(card).getByRole('button', { name: 'Handed over' }))
  const dialog = await screen.findByRole('dialog', { name: 'Hand over order #7' })
  expect(dialog).toHaveTextContent('It still owes $450.00. Did you take it?')
  expect(api.patch).not.toHaveBeenCalled()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Took $450.00: hand it over' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(2))
  expect(vi.mocked(api.patch).mock.calls).toEqual([
    ['/api/orders/7/payment', { paymentStatus: 'paid', from: 'unpaid' }],
    ['/api/orders/7/status', { status: 'completed', from: 'pending' }],
  ])
  cleanup()

  // Handed over on trust: only the status changes, and the money stays to collect.
  vi.mocked(api.patch).mockClear()
  board(order(8, { total: 200, owed: 200 }))
  renderAdmin(<TodayBoardPage />)
  await userEvent.click(within(await screen.findByRole('article', { name: /Order #8/ })).getByRole('button', { name: 'Handed over' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Hand it over, still owing' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1))
  expect(api.patch).toHaveBeenCalledWith('/api/orders/8/status', { status: 'completed', from: 'pending' })
})
