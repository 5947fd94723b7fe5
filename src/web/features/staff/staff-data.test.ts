import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { ApiError } from '../../lib/api-client'
import { customerQueries } from '../../lib/queries/customers'
import { orderQueries, storeOrder } from '../../lib/queries/orders'
import { isSignedOut, isUnreachable, type Loaded } from '../../lib/queries/sampled'
import { createQueryClient } from '../../lib/query-client'
import { customerTotals } from './customer-totals'

afterEach(() => vi.unstubAllGlobals())

/** The dashboard's orders as its query client loads them; a later call reloads into the same cache. */
const dashboard = createQueryClient()
const loadOrders = () => dashboard.fetchQuery({ ...orderQueries.recent(), staleTime: 0 }) as Promise<Loaded<{ id: number }>>

afterEach(() => dashboard.clear())

describe('staff dashboard data', () => {
  it('treats only a missing server as unreachable, never a 401 or a 500', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true)
    expect(isUnreachable(new ApiError(502, 'Bad Gateway'))).toBe(true)
    expect(isUnreachable(new ApiError(401, 'Please sign in', 'unauthorized'))).toBe(false)
    expect(isUnreachable(new ApiError(500, 'Something went wrong'))).toBe(false)
    expect(isSignedOut(new ApiError(401, 'Please sign in', 'unauthorized'))).toBe(true)
  })

  it('shows the labelled sample orders (revenue 460) only when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const loaded = await loadOrders()
    expect(loaded.sample).toBe(true)
    expect(loaded.rows).toHaveLength(3)
    expect(loaded.rows.every((order) => order.id < 0)).toBe(true)
  })

  it('passes a 401 on as an error, so the page asks for sign-in instead of showing samples', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Please sign in', code: 'unauthorized', errors: [] }), { status: 401 })),
    )
    await expect(loadOrders()).rejects.toMatchObject({ status: 401 })
  })

  it('counts every customer for the dashboard card, past the newest 200 it lists', async () => {
    const newest = Array.from({ length: 200 }, (_, index) => ({ id: 250 - index }))
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(newest), { status: 200, headers: { 'X-Total-Count': '250' } })))
    const loaded = (await dashboard.fetchQuery(customerQueries.listOrSample())) as Loaded<{ id: number }>
    expect(loaded).toMatchObject({ total: 250, sample: false })
    expect(loaded.rows).toHaveLength(200)
  })

  it('returns real rows unlabelled', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify([{ id: 7 }]), { status: 200 })))
    await expect(loadOrders()).resolves.toEqual({ rows: [{ id: 7 }], total: 1, sample: false })
  })

  it('keeps the real orders on screen when a reload cannot reach the shop, instead of swapping in the samples', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify([{ id: 7 }]), { status: 200 })))
    await loadOrders()
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad Gateway', { status: 502 })))
    await expect(loadOrders()).rejects.toMatchObject({ status: 502 })
    expect(dashboard.getQueryData(orderQueries.recent().queryKey)).toEqual({ rows: [{ id: 7 }], total: 1, sample: false })
  })

  it('derives the profile totals: count, sum without drift, latest order date or createdAt', () => {
    expect(customerTotals('2026-01-01T00:00:00.000Z', [])).toEqual({ totalOrders: 0, totalSpent: 0, lastOrderDate: '2026-01-01T00:00:00.000Z' })
    expect(
      customerTotals('2026-01-01T00:00:00.000Z', [
        { total: 0.1, orderDate: '2026-02-01T10:00:00.000Z', status: 'pending' },
        { total: 0.2, orderDate: '2026-03-01T10:00:00.000Z', status: 'completed' },
        { total: 150, orderDate: '2026-02-15T10:00:00.000Z', status: 'ready' },
      ]),
    ).toEqual({ totalOrders: 3, totalSpent: 150.3, lastOrderDate: '2026-03-01T10:00:00.000Z' })
  })

  it('counts a cancelled order among the orders but not in what the customer spent, as the admin list does', () => {
    const totals = customerTotals('2026-01-01T00:00:00.000Z', [
      { total: 300, orderDate: '2026-02-01T10:00:00.000Z', status: 'completed' },
      { total: 300, orderDate: '2026-02-02T10:00:00.000Z', status: 'cancelled' },
    ])
    expect(totals).toEqual({ totalOrders: 2, totalSpent: 300, lastOrderDate: '2026-02-02T10:00:00.000Z' })
  })
})

describe('the live feed in the dashboard list', () => {
  const order = (id: number, status: Order['status'] = 'pending') => ({ id, status }) as Order
  const listed = () => (dashboard.getQueryData(orderQueries.recent().queryKey) as Loaded<Order>).rows.map((row) => `${row.id}:${row.status}`)

  it('puts a new order on top and changes a listed one in place', () => {
    dashboard.setQueryData(orderQueries.recent().queryKey, { rows: [order(2), order(1)], sample: false })
    storeOrder(dashboard, order(3), true)
    storeOrder(dashboard, order(1, 'ready'), false)
    expect(listed()).toEqual(['3:pending', '2:pending', '1:ready'])
  })

  it('leaves the list as it is when an order older than its newest 200 changes', () => {
    dashboard.setQueryData(orderQueries.recent().queryKey, { rows: [order(2), order(1)], sample: false })
    storeOrder(dashboard, order(5, 'completed'), false)
    expect(listed()).toEqual(['2:pending', '1:pending'])
  })
})
