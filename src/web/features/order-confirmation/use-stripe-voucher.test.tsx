import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { StripeVoucher } from '../../../domain/payments/payment-schemas'
import { api } from '../../lib/api-client'
import { anOrder } from '../../lib/order-test-fixture'
import { orderQueries } from '../../lib/queries/orders'
import { createQueryClient } from '../../lib/query-client'
import { useStripeVoucher } from './use-stripe-voucher'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

const OXXO: StripeVoucher = { kind: 'oxxo', amount: 150, number: '1234', voucherUrl: null, payBy: '2026-11-26T05:59:59.000Z' }
const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.mocked(api.get).mockReset()
})

/** The confirmation page's reads: the order, polled, and the voucher it may hold. */
function watchCardOrder(voucher: StripeVoucher | null) {
  vi.mocked(api.get).mockImplementation(async (path: string) =>
    path.includes('/stripe-voucher') ? { voucher } : anOrder(41, { paymentMethod: 'card', paymentStatus: 'unpaid' }),
  )
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  renderHook(() => useStripeVoucher(useQuery(orderQueries.withToken(41, 'order-token')).data, 'order-token'), { wrapper })
  const calls = (voucherRoute: boolean) => vi.mocked(api.get).mock.calls.filter(([path]) => path.includes('/stripe-voucher') === voucherRoute).length
  return { orderReads: () => calls(false), voucherReads: () => calls(true) }
}

it('asks for the voucher once, not on each poll of the order, and reads it again only every few minutes', async () => {
  const { voucherReads } = watchCardOrder(OXXO)
  await vi.advanceTimersByTimeAsync(MINUTE)
  expect(voucherReads()).toBe(1)
  await vi.advanceTimersByTimeAsync(5 * MINUTE)
  expect(voucherReads()).toBe(2)
})

it('keeps reading the order every minute while a voucher waits to be paid, after the first minute of quick polls', async () => {
  const { orderReads } = watchCardOrder(OXXO)
  await vi.advanceTimersByTimeAsync(2 * MINUTE)
  const afterQuickPolls = orderReads()
  await vi.advanceTimersByTimeAsync(10 * MINUTE)
  expect(orderReads() - afterQuickPolls).toBe(10)
})

it('stops reading the order after the quick polls when there is no voucher', async () => {
  const { orderReads } = watchCardOrder(null)
  await vi.advanceTimersByTimeAsync(2 * MINUTE)
  const afterQuickPolls = orderReads()
  await vi.advanceTimersByTimeAsync(10 * MINUTE)
  expect(orderReads()).toBe(afterQuickPolls)
})
