import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { api } from '../api-client'
import { anOrder } from '../order-test-fixture'
import { orderQueries, storeOrder } from './orders'
import type { Loaded } from './sampled'

vi.mock('../api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(() => vi.mocked(api.get).mockReset())

it('keeps a live new order that arrives while the list reloads with rows read before it was placed', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const older = anOrder(1)
  const placed = anOrder(2)
  // The server: the first reload read the list before order 2 was placed; any later read has it.
  let answerStaleRead: (rows: Order[]) => void = () => {}
  vi.mocked(api.get)
    .mockImplementationOnce(async () => [older])
    .mockImplementationOnce(() => new Promise((resolve) => (answerStaleRead = resolve as never)))
    .mockImplementation(async () => [placed, older])
  // The dashboard's Orders tab, on screen.
  const shownList = new QueryObserver(client, orderQueries.recent())
  const stopShowing = shownList.subscribe(() => {})
  await vi.waitFor(() => expect(shownList.getCurrentResult().data?.rows).toHaveLength(1))

  const reload = client.refetchQueries({ queryKey: orderQueries.recent().queryKey })
  await vi.waitFor(() => expect(api.get).toHaveBeenCalledTimes(2))
  storeOrder(client, placed, true)
  answerStaleRead([older])
  await reload

  await vi.waitFor(() => {
    const shown = client.getQueryData<Loaded<Order>>(orderQueries.recent().queryKey)
    expect(shown?.rows.map((order) => order.id)).toEqual([2, 1])
  })
  stopShowing()
})
