import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { Product } from '../../../domain/catalog/product-schemas'
import { ToastProvider } from '../../components/ui/toaster'
import { switchLanguage } from '../../i18n/i18n'
import { cart } from '../../lib/cart-store'
import { createQueryClient } from '../../lib/query-client'
import { CheckoutPage } from './checkout-page'

// jsdom has no ResizeObserver; Radix's radio group measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const NINE = '9:00 AM - 11:00 AM'
const ELEVEN = '11:00 AM - 1:00 PM'
const LOAF: Product = {
  id: 1,
  name: 'Artisan Sourdough',
  description: 'Crusty',
  nameEs: null,
  descriptionEs: null,
  price: 150,
  imageUrl: '',
  categoryId: 1,
  tags: [],
  tagsEs: null,
  availabilityDays: [0, 1, 2, 3, 4, 5, 6],
  inStock: true,
  customizable: false,
  prepTime: 0,
  isWeeklySpecial: false,
  packs: null,
  sizePrices: null,
  dailyLimit: null,
  limitGroupId: null,
}
const CUSTOMER = {
  name: 'Ana López',
  email: '',
  phone: '999 111 2233',
  whatsapp: '',
  streetAddress: '',
  colonia: '',
  city: '',
  state: '',
  postalCode: '',
}

/** The shop on Tuesday 24 November: Friday the 27th has places, and its 9:00 window one place, until an order takes it. */
function serveShop({ product = LOAF, placed, refusal }: { product?: Product; placed?: object; refusal?: object } = {}) {
  let nineLeft = 1
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
  const windowFull = {
    message: 'The 9:00 AM - 11:00 AM window of 2026-11-27 is full. Please choose another time.',
    code: 'date_full',
    key: 'window_full_on_date',
    values: { window: NINE, date: '2026-11-27' },
    errors: [{ path: 'order.pickupTime', message: 'This window is full', key: 'window_full' }],
  }
  const answers: Record<string, () => Response> = {
    '/api/products': () => json([product]),
    '/api/settings': () =>
      json({
        timeZone: 'America/Merida',
        whatsappNumber: '+529991234567',
        bankName: '',
        bankClabe: '',
        openingHours: [],
        bakingDays: [1, 2, 3, 4, 5, 6],
        taxMode: 'included',
        taxPercent: 0,
        pickupWindows: [
          { start: '09:00', end: '11:00', limit: 4 },
          { start: '11:00', end: '13:00', limit: 4 },
        ],
      }),
    '/api/available-dates': () =>
      json([
        {
          id: 1,
          date: '2026-11-27',
          maxOrders: 10,
          currentOrders: 2,
          limitedAvailability: false,
          notes: null,
          unitsLeft: { products: {}, groups: {}, windows: { [NINE]: nineLeft, [ELEVEN]: 4 } },
        },
      ]),
    '/api/customers': () => json({ id: 42 }, 201),
    // Another customer took the last place of the 9:00 window a moment ago.
    '/api/orders': () => {
      if (placed) return json(placed, 201)
      if (refusal) return json(refusal, 409)
      nineLeft = 0
      return json(windowFull, 409)
    },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => answers[new URL(input, 'http://shop.test').pathname]?.() ?? json({}, 404)),
  )
}

/** The checkout as the customer left it: at the payment step, the 27th at 9:00 chosen while it had room. */
function atPaymentStep() {
  const date = { pickupDate: '2026-11-27', pickupTime: NINE, isDelivery: false, specialInstructions: '' }
  sessionStorage.setItem('checkout-progress', JSON.stringify({ step: 3, date, customer: CUSTOMER, draft: null }))
  cart.add({ id: 1, name: 'Artisan Sourdough', price: 150, quantity: 1, imageUrl: '', customizations: {} })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <CheckoutPage />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'))
  await switchLanguage('en')
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  cart.clear()
})

it('sends the customer back to choose another time when their pickup window fills before the order', async () => {
  serveShop()
  atPaymentStep()
  // The payment step loads lazily: on a busy machine that takes more than a second.
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 }))

  // The toaster loads with its first toast.
  expect(await screen.findByText('That time slot just filled up. Please choose another time.', {}, { timeout: 5000 })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Confirm Pickup Date' })).toBeEnabled()
  expect(await screen.findByRole('radio', { name: /9:00 AM - 11:00 AM.*full/i })).not.toBeChecked()
  expect(screen.getByRole('radio', { name: ELEVEN })).toBeChecked()
})

it('says which product the bakery no longer offers when that empties the cart, not just that the cart is empty', async () => {
  serveShop({ product: { ...LOAF, inStock: false } })
  atPaymentStep()

  expect(await screen.findByText(/We took Artisan Sourdough out of your cart/, {}, { timeout: 5000 })).toBeVisible()
  expect(screen.queryByText('Empty Cart')).not.toBeInTheDocument()
})

// A bank transfer order went through but its answer was lost; the customer then chose cash and tapped again. The
// order placed stands (the same key answers it): the customer is told it is to be paid by transfer.
it('tells the customer when the order placed before a lost answer is paid another way than they now chose', async () => {
  serveShop({ placed: { id: 24, accessToken: 'token-24', status: 'pending', paymentMethod: 'bank_transfer', paymentStatus: 'unpaid' } })
  atPaymentStep()
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 }))
  expect(await screen.findByText('Your order was already placed')).toBeVisible()
  expect(
    screen.getByText('It went through before the connection dropped, with payment: Bank Transfer. To change that, write to the bakery on WhatsApp.'),
  ).toBeVisible()
})

it('sends the customer back to choose another day, with the cart kept, when their day fills before the order', async () => {
  serveShop({
    refusal: {
      message: '2026-11-27 is fully booked. Please choose another day.',
      code: 'date_full',
      key: 'date_fully_booked',
      values: { date: '2026-11-27' },
      errors: [{ path: 'order.pickupDate', message: 'This day is fully booked', key: 'day_full' }],
    },
  })
  atPaymentStep()
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 }))

  // The spec's failure toast, and on the calendar, said as the customer would, why they choose again.
  expect(await screen.findByText('Order Failed', {}, { timeout: 5000 })).toBeVisible()
  expect(screen.getByRole('alert')).toHaveTextContent('November 27, 2026 is fully booked. Please choose another day. Your cart is kept.')
  // Back at step 1 with no day chosen, the cart still there.
  expect(screen.getByRole('button', { name: 'Confirm Pickup Date' })).toBeDisabled()
  expect(screen.getAllByText(/Artisan Sourdough/).length).toBeGreaterThan(0)
})

it('names the product that ran out and what is left, and sends the customer back to choose', async () => {
  serveShop({
    refusal: {
      message: 'Only 0 of Artisan Sourdough left for 2026-11-27.',
      code: 'product_limit',
      key: 'product_left_on_date',
      values: { left: 0, name: 'Artisan Sourdough', date: '2026-11-27' },
      errors: [{ path: 'items.0.quantity', message: 'Sold out for this day', key: 'sold_out_day' }],
    },
  })
  atPaymentStep()
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 }))

  expect(await screen.findByText('Order Failed', {}, { timeout: 5000 })).toBeVisible()
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Only 0 of Artisan Sourdough left for November 27, 2026. Change the quantity in your cart or choose another day.',
  )
  expect(screen.getByRole('button', { name: 'Confirm Pickup Date' })).toBeDisabled()
})

it('says the pickup time is no longer offered when the shop took that window away, not that it filled up', async () => {
  serveShop({
    refusal: {
      message: "9:00 AM - 11:00 AM is not one of the shop's pickup times.",
      code: 'validation',
      key: 'window_not_offered',
      values: { window: NINE },
      errors: [{ path: 'order.pickupTime', message: 'Choose a pickup time', key: 'pickup_time_choose' }],
    },
  })
  atPaymentStep()
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 }))
  expect(await screen.findByText('That pickup time is no longer offered. Please choose another time.', {}, { timeout: 5000 })).toBeVisible()
  expect(screen.queryByText(/just filled up/)).toBeNull()
})
