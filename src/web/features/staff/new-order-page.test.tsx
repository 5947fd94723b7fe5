import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { PlacedOrder } from '../../../domain/orders/order-schemas'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { ApiError, api } from '../../lib/api-client'
import { productQueries } from '../../lib/queries/catalogue'
import { dateQueries } from '../../lib/queries/dates'
import { settingsQueries } from '../../lib/queries/settings'
import { anOrder, renderAdmin } from './admin-test-harness'
import { NewOrderPage, OrderPlaced } from './new-order-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const day = (id: number, date: string, currentOrders: number): AvailableDate => ({
  id,
  date,
  maxOrders: 10,
  currentOrders,
  limitedAvailability: false,
  notes: null,
})

it('offers the bakery’s tomorrow in the evening, when the browser’s UTC date is already that day', async () => {
  // 20:00 on Friday 27 November in Mérida is 02:00 on the 28th in UTC.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T02:00:00Z'))
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  // The page's lists come from the cache below; only the customer lookup answers.
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.resolve(customer) : new Promise(() => {}),
  )
  const { queryClient } = renderAdmin(<NewOrderPage />)
  queryClient.setQueryData(dateQueries.open().queryKey, [day(1, '2026-11-27', 0), day(2, '2026-11-28', 3), day(3, '2026-11-29', 10)])
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida' } as never)

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const days = within(await screen.findByRole('combobox', { name: 'Day' }))

  expect(days.queryByRole('option', { name: /November 27/ })).not.toBeInTheDocument()
  expect(days.getByRole('option', { name: /November 28 \(7 places left/ })).toBeEnabled()
  expect(days.getByRole('option', { name: /November 29 \(0 places left/ })).toBeDisabled()
})

it('selects the link to copy by hand, and does not say "copied", where the browser gives no clipboard', async () => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
  const order = { ...anOrder(12), accessToken: 'tok-12', staffOverrides: [] } as unknown as PlacedOrder
  renderAdmin(<OrderPlaced order={order} phone="9991234567" onNext={vi.fn()} />)

  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))

  const link = screen.getByRole('textbox', { name: 'Order link for the customer' }) as HTMLInputElement
  await waitFor(() => expect(link).toHaveFocus())
  expect(link.selectionEnd! - link.selectionStart!).toBe(link.value.length)
  expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
})

it('opens WhatsApp on the customer’s full number when staff typed it the local way', () => {
  const order = { ...anOrder(12), accessToken: 'tok-12', staffOverrides: [] } as unknown as PlacedOrder
  renderAdmin(<OrderPlaced order={order} phone="999 123 4567" onNext={vi.fn()} />)
  expect(screen.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/529991234567\?/)
})

it('forgets the WhatsApp consent ticked for one number when staff change the number', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.resolve(customer) : new Promise(() => {}),
  )
  renderAdmin(<NewOrderPage />)
  const phone = screen.getByLabelText('Customer phone')
  fireEvent.change(phone, { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const consent = await screen.findByRole('checkbox', { name: 'The customer agreed to updates about this order by WhatsApp' })
  fireEvent.click(consent)
  expect(consent).toBeChecked()

  fireEvent.change(phone, { target: { value: '9997654321' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  expect(await screen.findByRole('checkbox', { name: 'The customer agreed to updates about this order by WhatsApp' })).not.toBeChecked()
})

it('places the order once when staff retry after the answer was lost', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'))
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.resolve(customer) : new Promise(() => {}),
  )
  vi.mocked(api.post)
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce({ ...anOrder(31), accessToken: 't', staffOverrides: [] })
  const { queryClient } = renderAdmin(<NewOrderPage />)
  queryClient.setQueryData(dateQueries.open().queryKey, [day(2, '2026-11-28', 0)])
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida' } as never)
  queryClient.setQueryData(productQueries.list().queryKey, [
    { id: 3, name: 'Baguette', nameEs: null, price: 45, inStock: true, categoryId: 1, packs: null, sizePrices: null },
  ] as never)

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
  // This customer reads English: the order's messages and pay link follow.
  fireEvent.change(screen.getByRole('combobox', { name: 'Messages in' }), { target: { value: 'en' } })
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
  await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1))
  expect(vi.mocked(api.post).mock.calls[0]?.[1]).toMatchObject({ order: { language: 'en', customerId: 5 } })
  await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled())
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  expect(await screen.findByText(/Order #31/)).toBeVisible()
  const keys = vi.mocked(api.post).mock.calls.map(([, , headers]) => headers?.['idempotency-key'])
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/.{16,}/)
  expect(keys[1]).toBe(keys[0])
})

it('says when the customer could not be looked up, instead of doing nothing', async () => {
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.reject(new ApiError(500, 'Something went wrong')) : new Promise(() => {}),
  )
  renderAdmin(<NewOrderPage />)
  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  expect(await screen.findByText('The customer could not be looked up')).toBeVisible()
})
