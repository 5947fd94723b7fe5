import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { addDaysIso, bakeryToday, weekdayOf } from '../../../domain/schedule/calendar-dates'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import '../../i18n/i18n'
import { PickupDayPicker } from './pickup-day-picker'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

const today = bakeryToday(new Date(), 'America/Merida')
const ahead = Array.from({ length: 14 }, (_, index) => addDaysIso(today, index + 1))
const openDay = (date: string, id: number): AvailableDate => ({ id, date, maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null })

/** The shop's open days and settings, as the catalogue loads them. */
function shop(days: AvailableDate[], settings: { bakingDays: number[]; orderCutoffTime: string | null }) {
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates') return days
    if (url === '/api/settings') return { timeZone: 'America/Merida', ...settings }
    return []
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PickupDayPicker />
    </QueryClientProvider>,
  )
}

const offered = () =>
  within(screen.getByRole('combobox', { name: 'Pickup day' }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'))

it('offers no day the bakery does not bake, even when staff opened it', async () => {
  const sunday = ahead.find((date) => weekdayOf(date) === 0) as string
  const tuesday = ahead.find((date) => weekdayOf(date) === 2 && date > addDaysIso(today, 1)) as string
  shop([openDay(sunday, 1), openDay(tuesday, 2)], { bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null })
  await waitFor(() => expect(offered()).toContain(tuesday))
  expect(offered()).not.toContain(sunday)
})

it('offers no day whose order cut-off has passed', async () => {
  const tomorrow = ahead[0] as string
  const later = ahead[2] as string
  // Orders for a day close at 00:00 the day before: tomorrow's closed at midnight today.
  shop([openDay(tomorrow, 1), openDay(later, 2)], { bakingDays: [0, 1, 2, 3, 4, 5, 6], orderCutoffTime: '00:00' })
  await waitFor(() => expect(offered()).toContain(later))
  expect(offered()).not.toContain(tomorrow)
})
