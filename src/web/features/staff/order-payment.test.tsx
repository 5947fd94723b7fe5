import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { transferReference } from '../../../domain/payments/transfer-instructions'
import { api } from '../../lib/api-client'
import { anOrder, renderAdmin } from './admin-test-harness'
import { OrderPayment } from './order-payment'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.put).mockReset()
  vi.mocked(api.patch).mockReset()
  vi.mocked(api.post).mockReset()
})

const transferOrder = (payBy: string): Order =>
  anOrder(7, {
    paymentMethod: 'bank_transfer',
    total: 300,
    payment: {
      method: 'bank_transfer',
      amount: 300,
      currency: 'MXN',
      bankName: 'BBVA México',
      clabe: '002180000118359710',
      beneficiary: '',
      reference: transferReference(7),
      payBy,
      receipt: { contentType: 'image/png', uploadedAt: '2026-11-24T18:00:00.000Z' },
    },
  })

it('shows the reference and the receipt, and records a payment with the note staff wrote', async () => {
  vi.mocked(api.patch).mockResolvedValue(transferOrder('2026-11-25T04:00:00.000Z'))
  renderAdmin(<OrderPayment order={transferOrder('2026-11-25T04:00:00.000Z')} now={new Date('2026-11-24T20:00:00Z')} />)
  expect(screen.getByText(transferReference(7))).toBeVisible()
  expect(screen.getByRole('link', { name: /^Transfer receipt/ })).toHaveAttribute('href', '/api/orders/7/receipt')
  expect(screen.queryByText('Past its time to pay')).not.toBeInTheDocument()
  await userEvent.type(screen.getByRole('textbox', { name: 'Payment note for order #7' }), 'SPEI 14:32')
  await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/orders/7/payment', { paymentStatus: 'paid', from: 'unpaid', note: 'SPEI 14:32' }))
})

it('keeps the keyboard on the order payment once Mark as paid is gone, not back at the top of the page', async () => {
  const unpaid = transferOrder('2026-11-25T04:00:00.000Z')
  vi.mocked(api.patch).mockResolvedValue({ ...unpaid, paymentStatus: 'paid' })
  const view = renderAdmin(<OrderPayment order={unpaid} now={new Date('2026-11-24T20:00:00Z')} />)
  screen.getByRole('button', { name: 'Mark as paid' }).focus()
  await userEvent.keyboard('{Enter}')
  await waitFor(() => expect(api.patch).toHaveBeenCalled())
  // The list reloads the order, paid: the button pressed is gone.
  view.rerender(<OrderPayment order={{ ...unpaid, paymentStatus: 'paid' }} now={new Date('2026-11-24T20:00:00Z')} />)
  await waitFor(() => expect(screen.getByRole('group', { name: 'Payment of order #7' })).toHaveFocus())
})

it('flags an unpaid transfer past its time to pay, and staff release it once they confirm', async () => {
  vi.mocked(api.post).mockResolvedValue({ ...transferOrder('2026-11-25T04:00:00.000Z'), status: 'cancelled' })
  renderAdmin(<OrderPayment order={transferOrder('2026-11-25T04:00:00.000Z')} now={new Date('2026-11-25T04:00:01Z')} />)
  expect(screen.getByText('Past its time to pay')).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Release order #7' }))
  const question = await screen.findByRole('alertdialog', { name: 'Release order #7?' })
  expect(api.post).not.toHaveBeenCalled()
  await userEvent.click(within(question).getByRole('button', { name: 'Release' }))
  // The release route, which checks again on the server that the order is still unpaid, not a plain cancel.
  await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/orders/7/release'))
  expect(api.put).not.toHaveBeenCalled()
  expect(await screen.findByText('Order #7 is cancelled: its place and units are free again')).toBeVisible()
})

it('offers a refund once paid, and never for a card, which Stripe settles', () => {
  const { unmount } = renderAdmin(<OrderPayment order={{ ...transferOrder('2026-11-25T04:00:00.000Z'), paymentStatus: 'paid' }} />)
  expect(screen.getByRole('button', { name: 'Mark as refunded' })).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument()
  unmount()
  renderAdmin(<OrderPayment order={anOrder(8, { paymentMethod: 'card' })} />)
  expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument()
})

it('flags a card payment kept on a cancelled order as a refund due, which staff record once they gave it back', async () => {
  const paidAfterCancel = anOrder(9, { paymentMethod: 'card', paymentStatus: 'paid', status: 'cancelled' })
  vi.mocked(api.patch).mockResolvedValue({ ...paidAfterCancel, paymentStatus: 'refunded' })
  renderAdmin(<OrderPayment order={paidAfterCancel} />)
  expect(screen.getByText('Refund due')).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Mark as refunded' }))
  // Asked first, with the amount: nothing is recorded until staff confirm.
  const dialog = await screen.findByRole('alertdialog', { name: /Record a refund of \$\d+\.\d\d for order #9\?/ })
  expect(api.patch).not.toHaveBeenCalled()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/orders/9/payment', { paymentStatus: 'refunded', from: 'paid' }))
  cleanup()
  renderAdmin(<OrderPayment order={{ ...paidAfterCancel, status: 'confirmed' }} />)
  expect(screen.queryByText('Refund due')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Mark as refunded' })).not.toBeInTheDocument()
})

it.each(['bank_transfer', 'cash'] as const)(
  'flags a %s payment kept on a cancelled order as a refund due, as the customer is told',
  (paymentMethod) => {
    renderAdmin(<OrderPayment order={anOrder(10, { paymentMethod, paymentStatus: 'paid', status: 'cancelled' })} />)
    expect(screen.getByText('Refund due')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Mark as refunded' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument()
  },
)

it('shows who recorded each payment, when and with what note, once staff open the history', async () => {
  const paid = { ...transferOrder('2026-11-25T04:00:00.000Z'), paymentStatus: 'paid' as const }
  vi.mocked(api.get).mockImplementation(async (url: string) =>
    url === '/api/orders/7'
      ? {
          ...paid,
          whatsappMessages: [],
          paymentRecords: [
            { paymentStatus: 'paid', note: 'SPEI 14:32, BBVA', recordedBy: 'rosa', recordedAt: '2026-11-24T20:32:00.000Z' },
            { paymentStatus: 'unpaid', note: null, recordedBy: null, recordedAt: '2026-11-24T19:00:00.000Z' },
          ],
        }
      : new Promise(() => {}),
  )
  renderAdmin(<OrderPayment order={paid} now={new Date('2026-11-24T21:00:00Z')} />)
  expect(api.get).not.toHaveBeenCalledWith('/api/orders/7')
  await userEvent.click(screen.getByText('Payment history'))
  const entries = await screen.findAllByRole('listitem')
  expect(entries[0]).toHaveTextContent(/^Paid · .* · rosa · “SPEI 14:32, BBVA”$/)
  expect(entries[1]).toHaveTextContent(/^Unpaid · .* · the shop \(automatically\)$/)
})

it('offers no payment history for an order never paid', () => {
  renderAdmin(<OrderPayment order={transferOrder('2026-11-25T04:00:00.000Z')} now={new Date('2026-11-24T20:00:00Z')} />)
  expect(screen.queryByText('Payment history')).not.toBeInTheDocument()
})

it('says so when the order was cancelled meanwhile: the money recorded is due back to the customer', async () => {
  const unpaid = transferOrder('2026-11-25T04:00:00.000Z')
  // Another member of staff cancelled it while this page still showed it pending.
  vi.mocked(api.patch).mockResolvedValue({ ...unpaid, status: 'cancelled', paymentStatus: 'paid' })
  renderAdmin(<OrderPayment order={unpaid} now={new Date('2026-11-24T20:00:00Z')} />)
  await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }))
  expect(
    await screen.findByText('Order #7 was cancelled meanwhile: the payment is recorded and is due back to the customer (Refund due).'),
  ).toBeVisible()
})

it('names cash by where it is taken: at pickup, or on delivery', () => {
  renderAdmin(<OrderPayment order={anOrder(11, { paymentMethod: 'cash', isDelivery: false })} />)
  expect(screen.getByText(/^Cash at pickup ·/)).toBeVisible()
  cleanup()
  renderAdmin(<OrderPayment order={anOrder(12, { paymentMethod: 'cash', isDelivery: true, deliveryAddress: 'Calle 20 #1' })} />)
  expect(screen.getByText(/^Cash on delivery ·/)).toBeVisible()
})
