import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

afterEach(() => vi.unstubAllGlobals())

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
})
