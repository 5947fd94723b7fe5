import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import '../../i18n/i18n'
import { INITIAL_DATE_CHOICE } from './checkout-state'
import { DateStep } from './date-step'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

// jsdom has no ResizeObserver; Radix's radio group measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const open = (id: number, date: string) => ({ id, date, maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null })

it('opens on the month of the first day the cart can have, once the cut-off is known, even when it answers last', async () => {
  // Friday 27 November, 20:00 in Mérida: orders for the 28th closed at 18:00, so the first day left is 1 December.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T02:00:00Z'))
  let answerSettings = (_settings: unknown) => {}
  vi.mocked(api.get).mockImplementation((path: string) => {
    if (path === '/api/available-dates') return Promise.resolve([open(1, '2026-11-28'), open(2, '2026-12-01')])
    if (path === '/api/products') return Promise.resolve([])
    if (path === '/api/settings') return new Promise((resolve) => (answerSettings = resolve))
    return new Promise(() => {})
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DateStep choice={INITIAL_DATE_CHOICE} onChange={vi.fn()} onConfirm={vi.fn()} onMissingDate={vi.fn()} />
    </QueryClientProvider>,
  )
  // The dates and products have answered; the settings, with the cut-off, come last.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
  await act(async () => answerSettings({ timeZone: 'America/Merida', orderCutoffTime: '18:00', bakingDays: [1, 2, 3, 4, 5, 6] }))

  expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeVisible()
  expect(screen.getByRole('button', { name: /December 1st, 2026/ })).toBeEnabled()
})

it('never leaves a full pickup window chosen: the earliest with room is the one confirmed', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'))
  const windows = [
    { start: '09:00', end: '11:00', limit: 4 },
    { start: '11:00', end: '13:00', limit: 4 },
  ]
  const left = { products: {}, groups: {}, windows: { '9:00 AM - 11:00 AM': 0, '11:00 AM - 1:00 PM': 2 } }
  vi.mocked(api.get).mockImplementation((path: string) => {
    if (path === '/api/available-dates') return Promise.resolve([{ ...open(1, '2026-11-27'), unitsLeft: left }])
    if (path === '/api/products') return Promise.resolve([])
    if (path === '/api/settings') return Promise.resolve({ timeZone: 'America/Merida', bakingDays: [1, 2, 3, 4, 5, 6], pickupWindows: windows })
    return new Promise(() => {})
  })
  const onConfirm = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DateStep choice={{ ...INITIAL_DATE_CHOICE, pickupDate: '2026-11-27' }} onChange={vi.fn()} onConfirm={onConfirm} onMissingDate={vi.fn()} />
    </QueryClientProvider>,
  )
  expect(await screen.findByRole('radio', { name: /9:00 AM - 11:00 AM.*full/i })).not.toBeChecked()
  expect(screen.getByRole('radio', { name: '11:00 AM - 1:00 PM' })).toBeChecked()
  act(() => screen.getByRole('button', { name: 'Confirm Pickup Date' }).click())
  expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ pickupDate: '2026-11-27', pickupTime: '11:00 AM - 1:00 PM' }))
})
