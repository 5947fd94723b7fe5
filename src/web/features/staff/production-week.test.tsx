import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { ProductionWeek } from './production-week'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.mocked(api.get).mockReset()
})

const openDay = (id: number, date: string) => ({ id, date, maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null })

it('tells a closed day from an open one with no orders, and warns of orders left on a closed day', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-14T15:00:00Z'))
  const counts: Record<string, number> = { '2026-12-22': 2, '2026-12-25': 1 }
  const days = Array.from({ length: 7 }, (_, index) => `2026-12-${21 + index}`).map((date) => ({ date, orderCount: counts[date] ?? 0 }))
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path.startsWith('/api/production?')) return { from: '2026-12-21', to: '2026-12-27', orderCount: 3, days, items: [] }
    if (path === '/api/available-dates')
      return ['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-26'].map((date, index) => openDay(index + 1, date))
    throw new Error(`unexpected ${path}`)
  })
  renderAdmin(<ProductionWeek date="2026-12-22" />)
  const list = await screen.findByRole('list')
  const day = async (name: RegExp) =>
    within(list)
      .getAllByRole('listitem')
      .find((item) => name.test(item.textContent ?? ''))
  expect((await day(/Mon/))?.textContent).toMatch(/Closed/)
  expect((await day(/Wed/))?.textContent).toMatch(/0 orders/)
  expect((await day(/Wed/))?.textContent).not.toMatch(/Closed/)
  // Christmas was closed after an order was taken: staff see both.
  expect((await day(/Fri/))?.textContent).toMatch(/Closed · 1 order/)
})
