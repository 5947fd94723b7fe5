import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { PlacedOrder } from '../../../domain/orders/order-schemas'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { api } from '../../lib/api-client'
import { dateQueries } from '../../lib/queries/dates'
import { settingsQueries } from '../../lib/queries/settings'
import { anOrder, renderAdmin } from './admin-test-harness'
import { NewOrderPage, OrderPlaced } from './new-order-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
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
