import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { registerArea } from '../../i18n/areas'
import { i18nReady } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { dateQueries } from '../../lib/queries/dates'
import { settingsQueries } from '../../lib/queries/settings'
import { createQueryClient } from '../../lib/query-client'
import { RescheduleDialog } from './reschedule-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, patch: vi.fn() } }
})

const day = (id: number, date: string, currentOrders: number, maxOrders = 10) => ({
  id,
  date,
  maxOrders,
  currentOrders,
  limitedAvailability: false,
  notes: null,
})

/** Tuesday 24 to Saturday 28 November 2026; the 27th is not open and the 26th is full. */
const OPEN_DAYS = [day(1, '2026-11-24', 1), day(2, '2026-11-25', 2), day(3, '2026-11-26', 10), day(4, '2026-11-28', 0)]
const ORDER = { id: 42, pickupDate: '2026-11-25', pickupTime: '11:00 AM - 1:00 PM' } as Order
const WINDOWS = [
  { start: '09:00', end: '11:00', limit: 1 },
  { start: '11:00', end: '13:00', limit: null },
]

function showDialog(now: string, order = ORDER) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(now))
  const queryClient = createQueryClient()
  queryClient.setQueryData(dateQueries.openOrNone().queryKey, { rows: OPEN_DAYS, sample: false })
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida', pickupWindows: WINDOWS } as never)
  render(
    <QueryClientProvider client={queryClient}>
      <RescheduleDialog order={order} onClose={() => {}} onSaved={() => {}} />
    </QueryClientProvider>,
  )
  const calendar = within(screen.getByRole('dialog', { name: 'Reschedule Order' }))
  return (label: RegExp) => calendar.getByRole('button', { name: label })
}

beforeAll(async () => {
  await i18nReady
  registerArea('staff')
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.mocked(api.patch).mockReset()
})

describe('the Reschedule dialog calendar', () => {
  it('offers only open days from the bakery’s today that still have places', () => {
    const dayButton = showDialog('2026-11-24T15:00:00Z')
    expect(dayButton(/November 24th, 2026/)).toBeEnabled()
    expect(dayButton(/November 25th, 2026/)).toBeEnabled()
    expect(dayButton(/November 26th, 2026/)).toBeDisabled()
    expect(dayButton(/November 27th, 2026/)).toBeDisabled()
    expect(dayButton(/November 28th, 2026/)).toBeEnabled()
  })

  it('counts today in the bakery’s time zone: at 23:30 in Mérida on the 24th, the 24th can still be chosen', () => {
    const dayButton = showDialog('2026-11-25T05:30:00Z')
    expect(dayButton(/November 24th, 2026/)).toBeEnabled()
    expect(dayButton(/November 25th, 2026/)).toBeEnabled()
  })

  it('at 00:30 in Mérida on the 25th, the 24th is past and cannot be chosen', () => {
    const dayButton = showDialog('2026-11-25T06:30:00Z')
    expect(dayButton(/November 24th, 2026/)).toBeDisabled()
    expect(dayButton(/November 25th, 2026/)).toBeEnabled()
    expect(dayButton(/November 26th, 2026/)).toBeDisabled()
    expect(dayButton(/November 28th, 2026/)).toBeEnabled()
  })
})

describe('the Reschedule dialog’s pickup time', () => {
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

  it('offers today’s windows, starting from the order’s own, and moves the order into the one staff choose', async () => {
    vi.mocked(api.patch).mockResolvedValue({ ...ORDER, pickupDate: '2026-11-28', pickupTime: '9:00 AM - 11:00 AM' })
    const dayButton = showDialog('2026-11-24T15:00:00Z')
    const time = screen.getByRole('combobox', { name: 'Pickup time' })
    expect(time).toHaveValue('11:00 AM - 1:00 PM')
    expect([...(time as HTMLSelectElement).options].map((option) => option.value)).toEqual(['9:00 AM - 11:00 AM', '11:00 AM - 1:00 PM'])

    await userEvent.click(dayButton(/November 28th, 2026/))
    await userEvent.selectOptions(time, '9:00 AM - 11:00 AM')
    await save()
    expect(api.patch).toHaveBeenCalledWith('/api/orders/42', { pickupDate: '2026-11-28', pickupTime: '9:00 AM - 11:00 AM' })
  })

  it('sends the day alone when staff keep the order’s window', async () => {
    vi.mocked(api.patch).mockResolvedValue({ ...ORDER, pickupDate: '2026-11-28' })
    const dayButton = showDialog('2026-11-24T15:00:00Z')
    await userEvent.click(dayButton(/November 28th, 2026/))
    await save()
    expect(api.patch).toHaveBeenCalledWith('/api/orders/42', { pickupDate: '2026-11-28' })
  })

  it('moves only the window on the order’s own day, even when that day is full', async () => {
    const onFullDay = { ...ORDER, pickupDate: '2026-11-26' }
    vi.mocked(api.patch).mockResolvedValue({ ...onFullDay, pickupTime: '9:00 AM - 11:00 AM' })
    const dayButton = showDialog('2026-11-24T15:00:00Z', onFullDay)
    expect(dayButton(/November 26th, 2026/)).toBeEnabled()
    await userEvent.click(dayButton(/November 26th, 2026/))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pickup time' }), '9:00 AM - 11:00 AM')
    await save()
    expect(api.patch).toHaveBeenCalledWith('/api/orders/42', { pickupDate: '2026-11-26', pickupTime: '9:00 AM - 11:00 AM' })
  })
})
