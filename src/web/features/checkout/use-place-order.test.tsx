import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PaymentMethod } from '../../../domain/orders/order-status'
import { cart } from '../../lib/cart-store'
import { queryKeys } from '../../lib/queries/keys'
import { createQueryClient } from '../../lib/query-client'
import { usePlaceOrder } from './use-place-order'

const CUSTOMER = {
  name: 'Ana López',
  email: '',
  phone: '999 111 2233',
  whatsapp: '999 444 5566',
  streetAddress: '',
  colonia: '',
  city: '',
  state: '',
  postalCode: '',
}
const DATE = { pickupDate: '2026-12-01', pickupTime: '9:00 AM - 11:00 AM', isDelivery: false, specialInstructions: '' }

/** The server's two answers: the details' ticket in a header, then the placed order. */
function serveCheckout() {
  const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
    const path = new URL(input, 'http://shop.test').pathname
    if (path === '/api/customers') return new Response(JSON.stringify({ id: 42 }), { status: 201, headers: { 'customer-ticket': 'ticket-of-ana' } })
    if (path === '/api/orders') return new Response(JSON.stringify({ id: 7, accessToken: 'token' }), { status: 201 })
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/**
 * The server as it dedupes orders: one order per Idempotency-Key, and 409 for a key sent again with another body.
 * `loseNextReply` drops the answer to the next order (the order is still made, as when the phone loses signal), or
 * answers it with a gateway error.
 */
function serveIdempotently() {
  const placed = new Map<
    string,
    { body: string; order: { id: number; accessToken: string; status: string; paymentMethod: string; pickupDate: string } }
  >()
  let lostReply: 'network' | 502 | null = null
  const abandoned: number[] = []
  const keyReused = {
    message: 'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
    code: 'conflict',
    key: 'idempotency_key_reused',
    errors: [{ path: 'headers.idempotency-key', message: 'Already used for a different order', key: 'key_used' }],
  }
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://shop.test').pathname
    if (path === '/api/customers') return new Response(JSON.stringify({ id: 42 }), { status: 201, headers: { 'customer-ticket': 'ticket-of-ana' } })
    const abandon = path.match(/^\/api\/orders\/(\d+)\/abandon$/)
    if (abandon) {
      abandoned.push(Number(abandon[1]))
      return new Response('{}', { status: 200 })
    }
    if (path !== '/api/orders') return new Response('{}', { status: 404 })
    const key = new Headers(init?.headers).get('idempotency-key') ?? ''
    const body = String(init?.body)
    const known = placed.get(key)
    if (known && known.body !== body) return new Response(JSON.stringify(keyReused), { status: 409 })
    const id = 7 + placed.size
    const { paymentMethod, pickupDate } = JSON.parse(body).order
    const order = known?.order ?? { id, accessToken: `token-${id}`, status: 'pending', paymentMethod, paymentStatus: 'unpaid', pickupDate }
    placed.set(key, { body, order })
    const lost = lostReply
    lostReply = null
    if (lost === 'network') throw new TypeError('Failed to fetch')
    if (lost === 502) return new Response('Bad Gateway', { status: 502 })
    return new Response(JSON.stringify(order), { status: 201 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    orders: () => new Set([...placed.values()].map(({ order }) => order.id)),
    abandoned: () => abandoned,
    loseNextReply: (how: 'network' | 502 = 'network') => {
      lostReply = how
    },
  }
}

function renderPlaceOrder(queryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return renderHook(() => usePlaceOrder(), { wrapper })
}

const attempt = (paymentMethod: PaymentMethod, whatsappOptIn = false) => ({ paymentMethod, date: DATE, customer: CUSTOMER, whatsappOptIn })

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  localStorage.clear()
  cart.clear()
})

describe('placing the order at the checkout', () => {
  it('places it with the details just sent: the order names their ticket', async () => {
    const fetchMock = serveCheckout()
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => usePlaceOrder(), { wrapper })

    await act(() => result.current.placeOrder({ paymentMethod: 'cash', date: DATE, customer: CUSTOMER, whatsappOptIn: true }))

    const orderCall = fetchMock.mock.calls.find(([url]) => url === '/api/orders')
    const headers = orderCall?.[1]?.headers as Record<string, string>
    expect(headers['customer-ticket']).toBe('ticket-of-ana')
    expect(JSON.parse(String(orderCall?.[1]?.body)).order).toMatchObject({ customerId: 42, whatsappOptIn: true })
  })

  it('sends a delivery to the address typed, with the references the customer gave after it', async () => {
    const fetchMock = serveCheckout()
    const { result } = renderPlaceOrder()
    const customer = { ...CUSTOMER, streetAddress: 'Calle 60 #491', colonia: 'Centro', city: 'Mérida', state: 'Yucatán', postalCode: '97000' }
    const delivery = { ...DATE, isDelivery: true }
    await act(() =>
      result.current.placeOrder({
        paymentMethod: 'cash',
        date: delivery,
        customer: { ...customer, additionalInfo: 'Dejar con el vigilante' },
        whatsappOptIn: false,
      }),
    )

    const orderCall = fetchMock.mock.calls.find(([url]) => url === '/api/orders')
    expect(JSON.parse(String(orderCall?.[1]?.body)).order.deliveryAddress).toBe(
      'Calle 60 #491, Centro, Mérida, Yucatán, 97000 · Dejar con el vigilante',
    )
  })

  it('places a new order, with a new key, when the key’s order was given up meanwhile', async () => {
    const answers = [
      { id: 7, accessToken: 'token', status: 'cancelled' },
      { id: 9, accessToken: 'token-9', status: 'pending' },
    ]
    const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
      const path = new URL(input, 'http://shop.test').pathname
      if (path === '/api/customers') return new Response(JSON.stringify({ id: 42 }), { status: 201 })
      if (path === '/api/orders') return new Response(JSON.stringify(answers.shift()), { status: 201 })
      return new Response('{}', { status: 404 })
    })
    vi.stubGlobal('fetch', fetchMock)
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    const { result } = renderHook(() => usePlaceOrder(), { wrapper })

    const placed = await act(() => result.current.placeOrder({ paymentMethod: 'card', date: DATE, customer: CUSTOMER, whatsappOptIn: false }))

    expect(placed.id).toBe(9)
    const keys = fetchMock.mock.calls.filter(([url]) => url === '/api/orders').map(([, init]) => new Headers(init?.headers).get('idempotency-key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('counts the day its own unpaid card order holds as the customer’s, and gives that order up when asked', async () => {
    const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
      const path = new URL(input, 'http://shop.test').pathname
      if (path === '/api/customers') return new Response(JSON.stringify({ id: 42 }), { status: 201 })
      const order = { id: 7, accessToken: 'token-7', status: 'pending', paymentMethod: 'card', paymentStatus: 'unpaid', pickupDate: DATE.pickupDate }
      if (path === '/api/orders') return new Response(JSON.stringify(order), { status: 201 })
      if (path === '/api/orders/7/abandon') return new Response(JSON.stringify({ ...order, status: 'cancelled' }), { status: 200 })
      return new Response('{}', { status: 404 })
    })
    vi.stubGlobal('fetch', fetchMock)
    const { result } = renderPlaceOrder()
    expect(result.current.holdsDay(DATE.pickupDate)).toBe(false)

    await act(() => result.current.placeOrder({ paymentMethod: 'card', date: DATE, customer: CUSTOMER, whatsappOptIn: false }))
    expect(result.current.holdsDay(DATE.pickupDate)).toBe(true)
    expect(result.current.holdsDay('2026-12-02')).toBe(false)

    await act(() => result.current.releaseHeld())
    const abandon = fetchMock.mock.calls.find(([url]) => url === '/api/orders/7/abandon')
    expect(JSON.parse(String(abandon?.[1]?.body))).toEqual({ token: 'token-7' })
    expect(result.current.holdsDay(DATE.pickupDate)).toBe(false)
  })

  it('after a reload, pays the card order it placed instead of placing another, and gives it up for a changed order', async () => {
    const server = serveIdempotently()
    const first = renderPlaceOrder()
    const card = await act(() => first.result.current.placeOrder(attempt('card')))
    first.unmount()

    // The page is reloaded on the card form: the same order is asked for, and the shop answers the one it made.
    const reloaded = renderPlaceOrder()
    expect(reloaded.result.current.holdsDay(DATE.pickupDate)).toBe(true)
    expect((await act(() => reloaded.result.current.placeOrder(attempt('card')))).id).toBe(card.id)
    expect(server.orders()).toEqual(new Set([card.id]))

    // Then the customer switches to cash: the card order is given up before the new one is placed.
    const cash = await act(() => reloaded.result.current.placeOrder(attempt('cash')))
    expect(server.abandoned()).toEqual([card.id])
    expect(server.orders()).toEqual(new Set([card.id, cash.id]))
  })

  it.each(['network', 502] as const)('after a lost reply (%s), a second click with other choices gets the order already placed', async (how) => {
    const server = serveIdempotently()
    const { result } = renderPlaceOrder()
    server.loseNextReply(how)
    await expect(act(() => result.current.placeOrder(attempt('cash')))).rejects.toThrow()

    // The customer ticks the WhatsApp consent and switches to a bank transfer before trying again.
    const placed = await act(() => result.current.placeOrder(attempt('bank_transfer', true)))

    expect(placed.id).toBe(7)
    expect(server.orders()).toEqual(new Set([7]))
  })

  it('after a lost reply and a reload of the page, the next click gets the order already placed', async () => {
    const server = serveIdempotently()
    const before = renderPlaceOrder()
    server.loseNextReply()
    await expect(act(() => before.result.current.placeOrder(attempt('cash')))).rejects.toThrow()
    before.unmount()

    const after = renderPlaceOrder()
    const placed = await act(() => after.result.current.placeOrder(attempt('cash')))

    expect(placed.id).toBe(7)
    expect(server.orders()).toEqual(new Set([7]))
  })

  it('after a lost reply and the tab closed, the next click in another tab gets the order already placed', async () => {
    const server = serveIdempotently()
    const before = renderPlaceOrder()
    server.loseNextReply()
    await expect(act(() => before.result.current.placeOrder(attempt('cash')))).rejects.toThrow()
    before.unmount()
    // The tab is closed (its sessionStorage goes with it); the cart, shared by the customer's tabs, stays.
    sessionStorage.clear()

    const reopened = renderPlaceOrder()
    const placed = await act(() => reopened.result.current.placeOrder(attempt('cash')))

    expect(placed.id).toBe(7)
    expect(server.orders()).toEqual(new Set([7]))
  })

  it('reads the products and the shop settings again when the server refuses a line’s price, so the cart reprices', async () => {
    const refusal = { message: 'Validation error', code: 'price_mismatch', errors: [{ path: 'items.0.price', message: 'The price is $160.00' }] }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://shop.test').pathname
        if (path === '/api/customers') return new Response(JSON.stringify({ id: 42 }), { status: 201 })
        if (path === '/api/orders') return new Response(JSON.stringify(refusal), { status: 400 })
        return new Response('{}', { status: 404 })
      }),
    )
    const queryClient = createQueryClient()
    queryClient.setQueryData(queryKeys.products, [])
    queryClient.setQueryData(queryKeys.settings, {})
    const { result } = renderPlaceOrder(queryClient)

    await expect(act(() => result.current.placeOrder(attempt('cash')))).rejects.toThrow()

    expect(queryClient.getQueryState(queryKeys.products)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(queryKeys.settings)?.isInvalidated).toBe(true)
  })
})
