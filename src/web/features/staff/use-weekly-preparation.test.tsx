import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_SIZE_MAX } from '../../../domain/validation'
import { orderQueries } from '../../lib/queries/orders'
import { createQueryClient } from '../../lib/query-client'
import { useWeeklyPreparation } from './use-weekly-preparation'

type FakeOrder = { id: number; status: string; orderDate: string; pickupDate: string; items: { productId: number; quantity: number }[] }

/** Tuesday 24 November 2026, 9:00 in Mérida: the week shown is the 24th to next Tuesday, 1 December. */
const NOW = new Date('2026-11-24T15:00:00Z')
const OPEN_DAYS = [
  { id: 1, date: '2026-11-24', maxOrders: 2000, currentOrders: 0, limitedAvailability: false, notes: null },
  { id: 2, date: '2026-11-25', maxOrders: 10, currentOrders: 1, limitedAvailability: false, notes: null },
  { id: 4, date: '2026-12-01', maxOrders: 10, currentOrders: 2, limitedAvailability: false, notes: null },
  { id: 3, date: '2026-12-10', maxOrders: 2000, currentOrders: 1200, limitedAvailability: false, notes: null },
]

const loafOrder = (id: number, pickupDate: string, loaves: number, status = 'pending'): FakeOrder => ({
  id,
  status,
  orderDate: `2026-11-${String(1 + (id % 20)).padStart(2, '0')}T12:00:00.000Z`,
  pickupDate,
  items: [{ productId: 1, quantity: loaves }],
})

/** A stand-in for GET /api/orders: newest first, filtered by pickup day, paged by limit and offset. */
function serveOrders(orders: FakeOrder[]) {
  const newestFirst = [...orders].sort((a, b) => b.id - a.id)
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://shop.test')
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
    if (url.pathname === '/api/settings') return json({ timeZone: 'America/Merida' })
    if (url.pathname === '/api/availableDates') return json(OPEN_DAYS)
    if (url.pathname === '/api/products') return json([])
    if (url.pathname !== '/api/orders') return new Response('{}', { status: 404 })
    const from = url.searchParams.get('pickupFrom') ?? '0000-00-00'
    const to = url.searchParams.get('pickupTo') ?? '9999-99-99'
    const limit = Number(url.searchParams.get('limit') ?? PAGE_SIZE_MAX)
    const offset = (Number(url.searchParams.get('page') ?? 1) - 1) * limit
    const matching = newestFirst.filter((order) => order.pickupDate >= from && order.pickupDate <= to)
    return json(matching.slice(offset, offset + limit))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderPreparation() {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return { queryClient, ...renderHook(() => useWeeklyPreparation(true), { wrapper }) }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the weekly preparation summary', () => {
  it('counts an order for this week that is not among the newest 200 orders', async () => {
    const older = loafOrder(1, '2026-11-25', 3)
    const newer = Array.from({ length: 1200 }, (_, index) => loafOrder(100 + index, '2026-12-10', 1))
    const nextTuesday = loafOrder(2, '2026-12-01', 2)
    const fetchMock = serveOrders([older, nextTuesday, ...newer])

    const { result, queryClient } = renderPreparation()
    await waitFor(() => expect(result.current.days).toBeDefined())

    const newest = await queryClient.fetchQuery(orderQueries.recent())
    expect(newest.rows).toHaveLength(PAGE_SIZE_MAX)
    expect(newest.rows.some((order) => order.id === older.id)).toBe(false)
    expect(result.current.days).toEqual([
      { date: '2026-11-24', sourdough: 0, specialPastry: 0, maxOrders: 2000, currentOrders: 0 },
      { date: '2026-11-25', sourdough: 3, specialPastry: 0, maxOrders: 10, currentOrders: 1 },
      // Seen on a Tuesday, the week ahead reaches next Tuesday's bake too.
      { date: '2026-12-01', sourdough: 2, specialPastry: 0, maxOrders: 10, currentOrders: 2 },
    ])
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('pickupFrom=2026-11-24&pickupTo=2026-12-01'), expect.anything())
  })

  it('reads every page of the week, so an order beyond the first page still counts', async () => {
    const pending = loafOrder(1, '2026-11-24', 2)
    const cancelled = Array.from({ length: PAGE_SIZE_MAX }, (_, index) => loafOrder(100 + index, '2026-11-24', 1, 'cancelled'))
    serveOrders([pending, ...cancelled])

    const { result } = renderPreparation()
    await waitFor(() => expect(result.current.days).toBeDefined())

    expect(result.current.days?.find((day) => day.date === '2026-11-24')?.sourdough).toBe(2)
  })

  it('reports a failed load instead of showing an empty week', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input.startsWith('/api/orders')
          ? new Response(JSON.stringify({ message: 'Something went wrong', errors: [] }), { status: 500 })
          : new Response(
              JSON.stringify(input === '/api/availableDates' ? OPEN_DAYS : input === '/api/products' ? [] : { timeZone: 'America/Merida' }),
              { status: 200 },
            ),
      ),
    )
    const { result } = renderPreparation()
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.days).toBeUndefined()
  })
})
