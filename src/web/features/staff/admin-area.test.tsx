import '@testing-library/jest-dom/vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { LiveOrderMessage } from '../../../domain/orders/live-order-messages'
import type { Order } from '../../../domain/orders/order-schemas'
import { AdminArea } from './admin-area'
import { anOrder, orderListResponse, renderAdmin } from './admin-test-harness'

/** A stand-in for the browser's WebSocket: the test opens it and speaks for the server. */
class FakeSocket {
  static opened: FakeSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.opened.push(this)
  }
  send() {}
  close() {}
  receive(message: LiveOrderMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }))
  }
}

const BAKE_DAY = '2099-01-05'
let orders: Order[] = []
const requested: string[] = []

function answer(input: RequestInfo | URL): Response {
  const url = new URL(String(input), 'http://shop.test')
  requested.push(url.pathname)
  if (url.pathname === '/api/auth/user') {
    return Response.json({ authenticated: true, user: { id: 1, username: 'staff', isAdmin: true, name: 'Staff', email: null } })
  }
  if (url.pathname === '/api/orders') return orderListResponse(orders, orders.length)
  if (url.pathname === '/api/available-dates') return Response.json([{ date: BAKE_DAY, currentOrders: 1, maxOrders: 10 }])
  if (url.pathname === `/api/production/${BAKE_DAY}`) return Response.json({ date: BAKE_DAY, orders: [] })
  return Response.json([])
}

beforeEach(() => {
  FakeSocket.opened = []
  requested.length = 0
  orders = [anOrder(1)]
  vi.stubGlobal('WebSocket', FakeSocket)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(input)),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderAreaAt(path: string) {
  const location = memoryLocation({ path })
  return renderAdmin(
    <Router hook={location.hook}>
      <AdminArea notFound={() => null} />
    </Router>,
  )
}

describe('the admin area’s live feed', () => {
  it('shows an order placed elsewhere on the orders page without a reload, and says the feed is live', async () => {
    renderAreaAt('/admin/orders')
    expect(await screen.findAllByRole('article')).toHaveLength(1)
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1))
    const socket = FakeSocket.opened[0] as FakeSocket
    act(() => socket.onopen?.())
    expect(await screen.findByText('Live updates on')).toBeVisible()

    orders = [anOrder(2), anOrder(1)]
    socket.receive({ type: 'NEW_ORDER', order: { ...anOrder(2), customerName: 'Lucía Pech' } })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))

    act(() => socket.onclose?.({ code: 1006 }))
    expect(await screen.findByText('Reconnecting live updates...')).toBeVisible()
  })

  it('keeps one connection across the staff pages and reloads the today board when an order changes', async () => {
    renderAreaAt('/admin/orders')
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1))
    act(() => (FakeSocket.opened[0] as FakeSocket).onopen?.())
    await userEvent.click(screen.getByRole('link', { name: 'Today' }))
    const sheetReads = () => requested.filter((path) => path === `/api/production/${BAKE_DAY}`).length
    await waitFor(() => expect(sheetReads()).toBe(1))
    expect(screen.getByText('Live updates on')).toBeVisible()

    ;(FakeSocket.opened[0] as FakeSocket).receive({ type: 'ORDER_UPDATED', order: { ...anOrder(1, { status: 'cancelled' }), customerName: null } })
    await waitFor(() => expect(sheetReads()).toBe(2))
    expect(FakeSocket.opened).toHaveLength(1)
  })
})
