import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { Order } from '../../../domain/orders/order-schemas'
import type { StripeVoucher } from '../../../domain/payments/payment-schemas'
import { i18nReady, loadLanguage, switchLanguage } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { cart } from '../../lib/cart-store'
import { anOrder } from '../../lib/order-test-fixture'
import { settingsQueries } from '../../lib/queries/settings'
import { standingOrderQueries } from '../../lib/queries/standing-orders'
import { createQueryClient } from '../../lib/query-client'
import { OrderConfirmationPage } from './order-confirmation-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

function showOrder(
  order: Order,
  { voucher = null, inStandingOrder = false, query = '' }: { voucher?: StripeVoucher | null; inStandingOrder?: boolean; query?: string } = {},
) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path.startsWith(`/api/orders/${order.id}?`)) return order
    if (path === `/api/orders/${order.id}/standing?token=order-token`) return { inStandingOrder, cancelled: false }
    if (path === `/api/orders/${order.id}/stripe-voucher?token=order-token`) return { voucher }
    throw new Error(`unexpected call ${path}`)
  })
  const queryClient = createQueryClient()
  queryClient.setQueryData(settingsQueries.shop().queryKey, { whatsappNumber: '529991234567', whatsappConfigured: false, bankClabe: '' } as never)
  const location = memoryLocation({ path: `/order-confirmation/${order.id}?token=order-token${query}` })
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/order-confirmation/:id" component={OrderConfirmationPage} />
      </Router>
    </QueryClientProvider>,
  )
  return queryClient
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en')
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

describe('the order confirmation page', () => {
  it('thanks the customer for a live order and offers to send it on WhatsApp', async () => {
    showOrder(anOrder(31, { status: 'confirmed', language: 'en' }))
    expect(await screen.findByRole('heading', { name: 'Order #31' })).toBeVisible()
    expect(screen.getByText('Thank you for your order!')).toBeVisible()
    expect(screen.getByRole('link', { name: /Send/ })).toHaveAttribute('href', expect.stringContaining('wa.me'))
  })

  it('asks the customer to keep the page’s link, the only way back to the order, and puts it in the message they send', async () => {
    showOrder(anOrder(33, { status: 'pending', language: 'en' }))
    expect(await screen.findByText(/Keep this page’s link/)).toBeVisible()
    const link = `${window.location.origin}/order-confirmation/33?token=order-token`
    expect(screen.getByRole('button', { name: 'Copy Link to this order' })).toBeVisible()
    const chat = new URL(screen.getByRole('link', { name: /Send/ }).getAttribute('href') ?? '')
    expect(chat.searchParams.get('text')).toContain(`\nMy order: ${link}`)
  })

  it('tells a transfer customer whose time to pay has passed to write before paying, not only the old deadline', async () => {
    const payment = {
      method: 'bank_transfer' as const,
      amount: 150,
      currency: 'MXN' as const,
      bankName: 'BBVA',
      clabe: '002180000118359710',
      beneficiary: 'Masa Madre SA',
      reference: 'MM00034',
      payBy: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      receipt: null,
    }
    const overdue =
      'The time to pay this order has passed. Before you send a transfer, write to us on WhatsApp: the bakery may have given its place to someone else.'
    showOrder(anOrder(34, { status: 'pending', paymentMethod: 'bank_transfer', language: 'en', payment }))
    const card = await screen.findByRole('region', { name: 'Bank transfer details' })
    expect(within(card).getByText(overdue)).toBeVisible()
    cleanup()
    // Still in time, or a receipt already sent: nothing to warn of.
    for (const inTime of [
      { ...payment, payBy: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
      { ...payment, receipt: { contentType: 'image/png', uploadedAt: payment.payBy } },
    ]) {
      showOrder(anOrder(35, { status: 'pending', paymentMethod: 'bank_transfer', language: 'en', payment: inTime }))
      await screen.findByRole('region', { name: 'Bank transfer details' })
      expect(screen.queryByText(overdue)).not.toBeInTheDocument()
      cleanup()
    }
  })

  it('offers nothing to send once the order was handed over', async () => {
    showOrder(anOrder(36, { status: 'completed', language: 'en' }))
    expect(await screen.findByRole('heading', { name: 'Order #36' })).toBeVisible()
    expect(screen.queryByRole('link', { name: /Send/ })).not.toBeInTheDocument()
  })

  it('says a cancelled order was cancelled, without thanks or an offer to send it', async () => {
    showOrder(anOrder(32, { status: 'cancelled', language: 'en' }))
    expect(await screen.findByRole('heading', { name: 'Order #32' })).toBeVisible()
    expect(screen.getByText('This order was cancelled')).toBeVisible()
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Send/ })).not.toBeInTheDocument()
  })

  it('tells a customer who paid for a cancelled order that the payment goes back', async () => {
    showOrder(anOrder(33, { status: 'cancelled', paymentMethod: 'card', paymentStatus: 'paid', language: 'en' }))
    expect(await screen.findByText('This order was cancelled: the bakery gives your payment back.')).toBeVisible()
  })

  const voucherCalls = () => vi.mocked(api.get).mock.calls.filter(([path]) => path.includes('/stripe-voucher'))
  const unpaidCard = (id: number) => anOrder(id, { paymentMethod: 'card', paymentStatus: 'unpaid', total: 320, language: 'en' })

  it('shows the OXXO voucher the customer chose in the card form: what to pay, where and by when, not “confirming your card payment”', async () => {
    showOrder(unpaidCard(34), {
      voucher: {
        kind: 'oxxo',
        amount: 320,
        number: '12345678901234657890123456789012',
        voucherUrl: 'https://payments.stripe.com/oxxo/voucher/test_1',
        // The end of Wednesday in Mexico City: still Wednesday in Mérida.
        payBy: '2026-11-26T05:59:59.000Z',
      },
    })
    const card = await screen.findByRole('region', { name: 'Pay at OXXO' })
    expect(within(card).getByText(/^Pay \$320\.00 at any OXXO store by Wednesday, November 25 at 11:59 PM\./)).toBeVisible()
    expect(within(card).getByText('12345678901234657890123456789012')).toBeVisible()
    expect(within(card).getByRole('button', { name: 'Copy Voucher number' })).toBeVisible()
    const voucherLink = within(card).getByRole('link', { name: /Show the OXXO voucher/ })
    expect(voucherLink).toHaveAttribute('href', 'https://payments.stripe.com/oxxo/voucher/test_1')
    expect(voucherLink).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('status')).toHaveTextContent('This page updates by itself once your payment arrives')
    expect(screen.queryByText(/confirming your card payment/)).not.toBeInTheDocument()
  })

  it('shows the SPEI transfer the customer chose: CLABE, bank, reference and amount to copy, the time to pay by and Stripe’s instructions', async () => {
    showOrder(
      { ...unpaidCard(35), whatsappOptIn: true },
      {
        voucher: {
          kind: 'spei',
          amount: 320,
          clabe: '002180027159372810',
          bankName: 'BANAMEX',
          reference: 'QW7R3K',
          instructionsUrl: 'https://payments.stripe.com/bank_transfers/instructions/test_1',
          payBy: '2026-11-25T15:00:00.000Z',
        },
      },
    )
    const card = await screen.findByRole('region', { name: 'Pay by SPEI transfer' })
    for (const value of ['002180027159372810', 'BANAMEX', 'QW7R3K', '$320.00', 'Wednesday, November 25 at 9:00 AM']) {
      expect(within(card).getByText(value)).toBeVisible()
    }
    for (const what of ['CLABE', 'Payment reference', 'Exact amount']) {
      expect(within(card).getByRole('button', { name: `Copy ${what}` })).toBeVisible()
    }
    expect(within(card).getByRole('link', { name: /See the transfer instructions/ })).toHaveAttribute(
      'href',
      'https://payments.stripe.com/bank_transfers/instructions/test_1',
    )
    expect(screen.getByRole('status')).toHaveTextContent('and we confirm it on WhatsApp')
    expect(screen.queryByText(/confirming your card payment/)).not.toBeInTheDocument()
  })

  it('says in Spanish what to pay at OXXO and by when, in Mérida’s time', async () => {
    await switchLanguage('es')
    try {
      showOrder(unpaidCard(40), {
        voucher: { kind: 'oxxo', amount: 320, number: '1234', voucherUrl: null, payBy: '2026-11-26T05:59:59.000Z' },
      })
      const card = await screen.findByRole('region', { name: 'Paga en OXXO' })
      expect(
        within(card).getByText(/^Paga \$320\.00 en cualquier tienda OXXO a más tardar el miércoles, 25 de noviembre, 11:59 p\.m\./),
      ).toBeVisible()
      expect(screen.getByRole('status')).toHaveTextContent('Esta página se actualiza sola cuando llegue tu pago.')
    } finally {
      await switchLanguage('en')
    }
  })

  it('keeps saying the card payment is being confirmed when Stripe holds no voucher for the order', async () => {
    showOrder(unpaidCard(36))
    expect(await screen.findByText(/confirming your card payment/)).toBeVisible()
    await vi.waitFor(() => expect(voucherCalls()).toHaveLength(1))
    expect(screen.queryByRole('region', { name: /OXXO|SPEI/ })).not.toBeInTheDocument()
  })

  it('asks for no voucher for a cash, paid or cancelled order', async () => {
    for (const order of [
      anOrder(37, { language: 'en' }),
      anOrder(38, { paymentMethod: 'card', paymentStatus: 'paid', language: 'en' }),
      anOrder(39, { paymentMethod: 'card', status: 'cancelled', language: 'en' }),
    ]) {
      showOrder(order)
      expect(await screen.findByRole('heading', { name: `Order #${order.id}` })).toBeVisible()
      cleanup()
    }
    expect(voucherCalls()).toEqual([])
  })

  it('shows the order as it is now when staff cancelled it while the page was open, not the offer to repeat it', async () => {
    const order = anOrder(34, { status: 'pending', paymentStatus: 'unpaid', language: 'en' })
    showOrder(order)
    const repeat = await screen.findByRole('button', { name: 'Make it a standing order' })
    // Meanwhile staff cancelled it: the shop refuses, and the order reads cancelled from now on.
    vi.mocked(api.post).mockRejectedValue(new ApiError(409, 'A cancelled order cannot repeat', 'conflict'))
    const cancelled = { ...order, status: 'cancelled' as const }
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      if (path.startsWith(`/api/orders/${order.id}?`)) return cancelled
      if (path === `/api/orders/${order.id}/standing?token=order-token`) return { inStandingOrder: false, cancelled: false }
      return { voucher: null }
    })
    await userEvent.click(repeat)
    expect(await screen.findByText('This order was cancelled')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Make this a standing order' })).not.toBeInTheDocument()
  })

  it('offers a standing order from an order paid or paid at pickup, not from one still owed by transfer', async () => {
    const offered = () => screen.queryByRole('region', { name: 'Make this a standing order' })
    for (const [order, shown] of [
      [anOrder(40, { language: 'en' }), true],
      [anOrder(41, { paymentMethod: 'bank_transfer', paymentStatus: 'paid', language: 'en' }), true],
      [anOrder(42, { paymentMethod: 'bank_transfer', language: 'en' }), false],
    ] as const) {
      showOrder(order)
      expect(await screen.findByRole('heading', { name: `Order #${order.id}` })).toBeVisible()
      if (shown) expect(await screen.findByRole('region', { name: 'Make this a standing order' })).toBeVisible()
      else expect(offered()).not.toBeInTheDocument()
      cleanup()
    }
  })

  describe('back from the card issuer’s page (Stripe sends the customer to the order’s page)', () => {
    const payingInThisTab = (orderId: number) => {
      cart.clear()
      cart.add({ id: 1, name: 'Artisan Sourdough', price: 150, quantity: 1, imageUrl: '', customizations: {} })
      sessionStorage.setItem('checkout-progress', JSON.stringify({ step: 3 }))
      sessionStorage.setItem('checkout-card-order', JSON.stringify({ order: { id: orderId } }))
    }
    const checkoutKept = () => ({
      cart: JSON.parse(localStorage.getItem('cart') ?? '[]').length,
      progress: sessionStorage.getItem('checkout-progress') !== null,
    })

    it.each(['succeeded', 'processing'])('empties the cart and ends the checkout when the payment %s', async (outcome) => {
      payingInThisTab(41)
      showOrder(anOrder(41, { paymentMethod: 'card', paymentStatus: outcome === 'succeeded' ? 'paid' : 'unpaid' }), {
        query: `&redirect_status=${outcome}`,
      })
      expect(await screen.findByRole('heading', { name: 'Order #41' })).toBeVisible()
      expect(checkoutKept()).toEqual({ cart: 0, progress: false })
      expect(sessionStorage.getItem('checkout-card-order')).toBeNull()
    })

    it('keeps the cart and the checkout when the payment failed, or the checkout was paying another order', async () => {
      payingInThisTab(42)
      showOrder(anOrder(42, { paymentMethod: 'card' }), { query: '&redirect_status=failed' })
      expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeVisible()
      expect(checkoutKept()).toEqual({ cart: 1, progress: true })
      cleanup()
      showOrder(anOrder(43, { paymentMethod: 'card', paymentStatus: 'paid' }), { query: '&redirect_status=succeeded' })
      expect(await screen.findByRole('heading', { name: 'Order #43' })).toBeVisible()
      expect(checkoutKept()).toEqual({ cart: 1, progress: true })
    })
  })

  it('offers no standing order from an order that already belongs to one (the first order, or a week it made)', async () => {
    const queryClient = showOrder(anOrder(43, { language: 'en' }), { inStandingOrder: true })
    expect(await screen.findByRole('heading', { name: 'Order #43' })).toBeVisible()
    // Once the shop has answered, not merely while it is asked.
    const asked = standingOrderQueries.ofOrder(43, 'order-token').queryKey
    await vi.waitFor(() => expect(queryClient.getQueryState(asked)?.status).toBe('success'))
    expect(screen.queryByRole('region', { name: 'Make this a standing order' })).not.toBeInTheDocument()
  })
})
