import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { api } from '../api-client'
import { anOrder } from '../order-test-fixture'
import { orderQueries, storeOrder } from './orders'
import type { Loaded } from './sampled'

vi.mock('../api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api-client')>()
  return { ...original, api: { ...original.api, getPage: vi.fn() } }
})

afterEach(() => vi.mocked(api.getPage).mockReset())

it('keeps a live new order that arrives while the list reloads with rows read before it was placed', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const older = anOrder(1)
  const placed = anOrder(2)
  // The server: the first reload read the list before order 2 was placed; any later read has it.
  let answerStaleRead: (page: { items: Order[]; total: number }) => void = () => {}
  vi.mocked(api.getPage)
    .mockImplementationOnce(async () => ({ items: [older], total: 1 }))
    .mockImplementationOnce(() => new Promise((resolve) => (answerStaleRead = resolve as never)))
    .mockImplementation(async () => ({ items: [placed, older], total: 2 }))
  // The dashboard's Orders tab, on screen.
  const shownList = new QueryObserver(client, orderQueries.recent())
  const stopShowing = shownList.subscribe(() => {})
  await vi.waitFor(() => expect(shownList.getCurrentResult().data?.rows).toHaveLength(1))

  const reload = client.refetchQueries({ queryKey: orderQueries.recent().queryKey })
  await vi.waitFor(() => expect(api.getPage).toHaveBeenCalledTimes(2))
  storeOrder(client, placed, true)
  answerStaleRead({ items: [older], total: 1 })
  await reload

  await vi.waitFor(() => {
    const shown = client.getQueryData<Loaded<Order>>(orderQueries.recent().queryKey)
    expect(shown?.rows.map((order) => order.id)).toEqual([2, 1])
  })
  stopShowing()
})

it('counts a live new order in the dashboard list’s total, and a changed one only once', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  vi.mocked(api.getPage).mockResolvedValue({ items: [anOrder(300)], total: 300 })
  await client.fetchQuery(orderQueries.recent())
  storeOrder(client, anOrder(301), true)
  storeOrder(client, anOrder(301, { status: 'ready' }), true)
  const shown = client.getQueryData<Loaded<Order>>(orderQueries.recent().queryKey)
  expect(shown?.rows.map((order) => order.id)).toEqual([301, 300])
  expect(shown?.total).toBe(301)
})
