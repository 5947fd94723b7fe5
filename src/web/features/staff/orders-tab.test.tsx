import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { registerArea } from '../../i18n/areas'
import { ApiError, api } from '../../lib/api-client'
import { anOrder, renderAdmin } from './admin-test-harness'
import { OrdersTab } from './orders-tab'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), patch: vi.fn() } }
})

beforeAll(() => registerArea('staff'))

/** The tab with the date filter kept as the dashboard keeps it. */
function Dashboard({ rows }: { rows: Order[] }) {
  const [filterDate, setFilterDate] = useState<string | undefined>()
  return (
    <OrdersTab
      loaded={{ rows, sample: false }}
      highlightId={null}
      onOpenCustomer={vi.fn()}
      onOwnChange={vi.fn()}
      filterDate={filterDate}
      setFilterDate={setFilterDate}
    />
  )
}
const renderOrdersTab = (rows: Order[]) => renderAdmin(<Dashboard rows={rows} />)
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

it('says the day’s orders could not be loaded, not that there are none, when the server fails', async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'))
  vi.mocked(api.get).mockRejectedValue(new ApiError(500, 'Something went wrong'))
  renderOrdersTab([anOrder(1, { pickupDate: '2026-11-28' })])

  await userEvent.click(screen.getByRole('button', { name: 'Filter by date' }))
  await userEvent.click(screen.getByRole('button', { name: /November 28th, 2026/ }))

  expect(await screen.findByText('This list could not be loaded. Please reload the page.')).toBeVisible()
  expect(screen.queryByText('No orders found')).not.toBeInTheDocument()
}, 20_000)

it('names the date filter’s calendar, and gives focus back to the filter when it is cleared', async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'))
  vi.mocked(api.get).mockResolvedValue([])
  renderOrdersTab([anOrder(1, { pickupDate: '2026-11-28' })])

  await userEvent.click(screen.getByRole('button', { name: 'Filter by date' }))
  const calendar = await screen.findByRole('dialog', { name: 'Filter by date' })
  await userEvent.click(within(calendar).getByRole('button', { name: /November 28th, 2026/ }))
  await userEvent.click(screen.getByRole('button', { name: 'Clear date filter' }))
  expect(screen.getByRole('button', { name: 'Filter by date' })).toHaveFocus()
}, 20_000)

it('keeps the other orders’ WhatsApp toggles usable, and focus on the one being saved', async () => {
  let answer: (order: unknown) => void = () => {}
  vi.mocked(api.patch).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const [first, second] = [anOrder(1), anOrder(2)]
  renderOrdersTab([first, second])

  const toggle = screen.getByRole('button', { name: 'WhatsApp notification for order #1' })
  await userEvent.click(toggle)
  expect(toggle).toHaveFocus()
  expect(toggle).toHaveAttribute('aria-disabled', 'true')
  await userEvent.click(toggle)
  expect(api.patch).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('button', { name: 'WhatsApp notification for order #2' })).toBeEnabled()
  answer({ ...first, whatsappSent: true })
})

it('asks before cancelling an order from the Status menu, as the order card does', async () => {
  vi.mocked(api.patch).mockReset()
  vi.mocked(api.patch).mockImplementation(async (_url, body) => ({ ...anOrder(5), ...(body as object) }))
  renderOrdersTab([anOrder(5)])
  const chooseStatus = async (name: string) => {
    await userEvent.click(screen.getByRole('button', { name: 'Change status of order #5' }))
    await userEvent.click(await screen.findByRole('menuitem', { name }))
  }

  await chooseStatus('Cancelled')
  const question = await screen.findByRole('alertdialog', { name: 'Cancel order #5?' })
  expect(api.patch).not.toHaveBeenCalled()
  await userEvent.click(within(question).getByRole('button', { name: 'Keep the order' }))
  expect(api.patch).not.toHaveBeenCalled()

  await chooseStatus('Cancelled')
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the order' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/orders/5/status', { status: 'cancelled', from: 'pending' }))

  vi.mocked(api.patch).mockClear()
  await chooseStatus('Confirmed')
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/orders/5/status', { status: 'confirmed', from: 'pending' }))
}, 20_000)

it('says when it lists only the newest orders, and where every order can be searched', async () => {
  vi.mocked(api.get).mockResolvedValue([])
  renderAdmin(
    <OrdersTab
      loaded={{ rows: [anOrder(2), anOrder(1)], total: 40_000, sample: false }}
      highlightId={null}
      onOpenCustomer={vi.fn()}
      onOwnChange={vi.fn()}
      filterDate={undefined}
      setFilterDate={vi.fn()}
    />,
  )
  expect(screen.getByText('The newest 2 of 40,000 orders are listed here.')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Search every order' })).toHaveAttribute('href', '/admin/orders')
})

it('says nothing of newer orders when every order is listed', () => {
  renderOrdersTab([anOrder(2), anOrder(1)])
  expect(screen.queryByText(/are listed here/)).toBeNull()
  expect(screen.queryByRole('link', { name: 'Search every order' })).toBeNull()
})

it('offers no Reschedule for an order already handed over', async () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  renderOrdersTab([anOrder(1), anOrder(2, { status: 'completed' })])
  const rows = screen.getAllByRole('row')
  const rowOf = (id: number) => rows.find((row) => within(row).queryByText(`#${id}`)) as HTMLElement
  expect(within(rowOf(1)).getByRole('button', { name: 'Reschedule' })).toBeVisible()
  expect(within(rowOf(2)).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument()
})
