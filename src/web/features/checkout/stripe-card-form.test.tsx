import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlacedOrder } from '../../../domain/orders/order-schemas'
import { addDaysIso, bakeryToday, DEFAULT_BAKERY_TIMEZONE } from '../../../domain/schedule/calendar-dates'
import { ToastProvider } from '../../components/ui/toaster'
import '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { cart } from '../../lib/cart-store'
import { CardPaymentTab } from './card-payment-tab'
import { StripeCardForm } from './stripe-card-form'

// Stripe.js cannot run in jsdom (and never loads offline): stand in for the browser SDK and its React bindings.
const stripeSdk = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  submit: vi.fn(async () => ({})),
  load: vi.fn(),
  /** The amount each render gave Stripe's Elements (react-stripe-js passes a change on to elements.update). */
  amounts: [] as number[],
  /** The payment methods each render offered in Stripe's form. */
  methods: [] as string[][],
}))

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeSdk.load }))
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { amount: number; allowedPaymentMethodTypes: string[] } }) => {
    stripeSdk.amounts.push(options.amount)
    stripeSdk.methods.push(options.allowedPaymentMethodTypes)
    return children
  },
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady])
    return <div>card element</div>
  },
  useStripe: () => ({ confirmPayment: stripeSdk.confirmPayment }),
  useElements: () => ({ submit: stripeSdk.submit }),
}))
vi.mock('../../lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn() } }))

const ORDER = { id: 7, accessToken: 'token-7', total: 150 } as PlacedOrder

/** The shop's settings as the server serves them: the default 8% added on top of the lines. */
const SHOP_SETTINGS = { whatsappNumber: '+529991234567', bankName: '', bankClabe: '', openingHours: [], taxMode: 'added', taxPercent: 8 }

function renderForm({ placeOrder = vi.fn(async () => ORDER), onPaid = vi.fn() } = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <StripeCardForm publishableKey="pk_test_123" placeOrder={placeOrder} onPaid={onPaid} />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return { placeOrder, onPaid }
}

beforeEach(() => {
  cart.clear()
  cart.add({ id: 1, name: 'Artisan Sourdough', price: 150, quantity: 1, imageUrl: '', customizations: { breadFormat: 'whole' } })
  stripeSdk.load.mockResolvedValue({})
  stripeSdk.submit.mockResolvedValue({})
  vi.mocked(api.post).mockResolvedValue({ clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1' })
  vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/settings' ? SHOP_SETTINGS : undefined) as never)
})
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('StripeCardForm', () => {
  it('places the order again when the one placed before was given up while the customer was away', async () => {
    const fresh = { id: 8, accessToken: 'token-8', total: 150 } as PlacedOrder
    const placeOrder = vi.fn().mockResolvedValueOnce(ORDER).mockResolvedValueOnce(fresh)
    stripeSdk.confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } })
    const { onPaid } = renderForm({ placeOrder })
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await screen.findAllByText('Your card was declined.')

    // Thirty minutes later the shop has cancelled order 7: its payment can no longer be set up.
    vi.mocked(api.post).mockRejectedValueOnce(Object.assign(new Error('conflict'), { status: 409 }))
    vi.mocked(api.get).mockImplementation(
      async (path: string) =>
        (path === '/api/settings' ? SHOP_SETTINGS : path.startsWith('/api/orders/7') ? { status: 'cancelled' } : undefined) as never,
    )
    stripeSdk.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_2', status: 'succeeded' } })
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(fresh))
    expect(placeOrder).toHaveBeenCalledTimes(2)
  })

  it('goes to the confirmation as paid when Stripe took the money but its answer was lost', async () => {
    stripeSdk.confirmPayment.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { placeOrder, onPaid } = renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.')

    // The charge went through: the server sets up no second payment, and the order reads paid.
    const alreadyPaid = { name: 'ApiError', status: 409, code: 'conflict', written: 'order_already_paid', errors: [] }
    vi.mocked(api.post).mockRejectedValueOnce(Object.assign(new Error('This order is already paid.'), alreadyPaid))
    vi.mocked(api.get).mockImplementation(
      async (path: string) =>
        (path === '/api/settings'
          ? SHOP_SETTINGS
          : path.startsWith('/api/orders/7')
            ? { status: 'pending', paymentStatus: 'paid' }
            : undefined) as never,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }))

    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(ORDER))
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument()
    expect(screen.queryByText('Payment Setup Failed')).toBeNull()
    expect(stripeSdk.confirmPayment).toHaveBeenCalledTimes(1)
    expect(placeOrder).toHaveBeenCalledTimes(1)
  })

  it('places the order, creates the intent for it, confirms with Stripe and hands the order on, without marking it paid', async () => {
    stripeSdk.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })
    const { placeOrder, onPaid } = renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(ORDER))
    // The amount shown is the cart's total with the shop's 8% tax, as the cart and the summary show it.
    expect(screen.getByText('$162.00')).toBeInTheDocument()
    expect(placeOrder).toHaveBeenCalledTimes(1)
    expect(api.post).toHaveBeenCalledTimes(1)
    expect(api.post).toHaveBeenCalledWith('/api/create-payment-intent', { orderId: 7, token: 'token-7', amount: 162 })
    expect(stripeSdk.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      clientSecret: 'pi_1_secret_x',
      confirmParams: { return_url: `${window.location.origin}/order-confirmation/7?token=token-7` },
      redirect: 'if_required',
    })
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument()
    expect(screen.getByText('Your payment has been processed successfully!')).toBeInTheDocument()
  })

  it('shows the provider message inline and in a Payment Failed toast, and a retry reuses the placed order', async () => {
    stripeSdk.confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } })
    const { placeOrder, onPaid } = renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.')
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument()
    expect(onPaid).not.toHaveBeenCalled()
    stripeSdk.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(ORDER))
    expect(placeOrder).toHaveBeenCalledTimes(1)
  })

  it('uses the fallback texts when Stripe gives no message', async () => {
    stripeSdk.confirmPayment.mockResolvedValue({ error: {} })
    renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during payment. Please check your card details and try again.')
    expect(await screen.findByText('An error occurred during payment. Please try again.')).toBeInTheDocument()
  })

  it('toasts Payment Setup Failed when the intent cannot be created, and does not confirm', async () => {
    vi.mocked(api.post).mockRejectedValue(new Error('503'))
    const { onPaid } = renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument()
    expect(screen.getByText("We couldn't set up the payment. Please try again.")).toBeInTheDocument()
    expect(stripeSdk.confirmPayment).not.toHaveBeenCalled()
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('stops quietly when the order cannot be placed (the checkout shows Order Failed)', async () => {
    const { onPaid } = renderForm({ placeOrder: vi.fn(async () => Promise.reject(new Error('There was a problem placing your order.'))) })
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled())
    expect(api.post).not.toHaveBeenCalled()
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('reports a payment still processing as pending and still continues to the confirmation', async () => {
    stripeSdk.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'processing' } })
    const { onPaid } = renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(ORDER))
    expect(await screen.findByText('Payment Status Pending')).toBeInTheDocument()
  })

  it('shows an unexpected error inline when Stripe throws', async () => {
    stripeSdk.confirmPayment.mockRejectedValue(new Error('boom'))
    renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.')
  })

  it('keeps a disabled Pay Securely and says the payment system is not initialized when Stripe.js fails to load', async () => {
    stripeSdk.load.mockRejectedValue(new Error('Failed to load Stripe.js'))
    const { placeOrder } = renderForm()
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment system not initialized. Please refresh the page.')
    expect(screen.getByRole('button', { name: 'Pay Securely' })).toBeDisabled()
    expect(screen.getByText('Secure Payment')).toBeInTheDocument()
    expect(screen.getByText('By proceeding with your payment, you agree to our terms and conditions.')).toBeInTheDocument()
    expect(placeOrder).not.toHaveBeenCalled()
  })

  it('follows the cart when it is repriced after Pay Now met a changed price: the form shows and gives Stripe the new total', async () => {
    renderForm()
    expect(await screen.findByText('$162.00')).toBeVisible()
    // The catalogue came back with the loaf at 160: the cart repriced it.
    act(() => {
      cart.clear()
      cart.add({ id: 1, name: 'Artisan Sourdough', price: 160, quantity: 1, imageUrl: '', customizations: { breadFormat: 'whole' } })
    })
    expect(await screen.findByText('$172.80')).toBeVisible()
    expect(screen.queryByText('$162.00')).not.toBeInTheDocument()
    expect(stripeSdk.amounts.at(-1)).toBe(17_280)
  })

  it('says Invalid amount for an empty cart instead of offering to pay', async () => {
    cart.clear()
    renderForm()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid amount')
    expect(screen.getByRole('button', { name: 'Pay Securely' })).toBeDisabled()
  })
})

describe('CardPaymentTab', () => {
  function renderTab(pickupDate: string | null = null) {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <CardPaymentTab placeOrder={vi.fn()} onPaid={vi.fn()} pickupDate={pickupDate} />
        </ToastProvider>
      </QueryClientProvider>,
    )
  }

  it('says card payment is unavailable when the shop has no Stripe keys', async () => {
    vi.mocked(api.get).mockImplementation(
      async (path: string) => (path === '/api/settings' ? SHOP_SETTINGS : { cardEnabled: false, publishableKey: null }) as never,
    )
    renderTab()
    expect(await screen.findByText('Card payment is unavailable')).toBeInTheDocument()
    expect(stripeSdk.load).not.toHaveBeenCalled()
  })

  it('loads the Stripe form with the publishable key when card payment is on', async () => {
    vi.mocked(api.get).mockImplementation(
      async (path: string) => (path === '/api/settings' ? SHOP_SETTINGS : { cardEnabled: true, publishableKey: 'pk_test_live_shop' }) as never,
    )
    renderTab()
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeEnabled()
    expect(stripeSdk.load).toHaveBeenCalledWith('pk_test_live_shop')
  })

  it('offers OXXO and SPEI only when a day is left to pay them before the pickup day, as the server makes the payment', async () => {
    const config = { cardEnabled: true, publishableKey: 'pk_test_live_shop', methods: ['card', 'oxxo', 'customer_balance'] }
    vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/settings' ? SHOP_SETTINGS : config) as never)
    const today = bakeryToday(new Date(), DEFAULT_BAKERY_TIMEZONE)
    renderTab(addDaysIso(today, 1))
    await screen.findByRole('button', { name: 'Pay Now' })
    expect(stripeSdk.methods.at(-1)).toEqual(['card'])
    cleanup()
    renderTab(addDaysIso(today, 2))
    await screen.findByRole('button', { name: 'Pay Now' })
    expect(stripeSdk.methods.at(-1)).toEqual(['card', 'oxxo', 'customer_balance'])
  })
})
