import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { addDaysIso, bakeryToday, weekdayOf } from '../../../domain/schedule/calendar-dates'
import { i18nReady } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { DateFormDialog } from './date-form-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

beforeAll(async () => {
  await i18nReady
})
afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
})

const today = bakeryToday(new Date(), 'America/Merida')
const nextSunday = Array.from({ length: 7 }, (_, index) => addDaysIso(today, index + 1)).find((date) => weekdayOf(date) === 0) as string

/** The inventory page's way: the dialog is mounted while adding, gone once saved. */
function Adding() {
  const [adding, setAdding] = useState(true)
  return adding ? <DateFormDialog onClose={() => setAdding(false)} /> : null
}

it('does not call a day the bakery does not bake open for orders', async () => {
  vi.mocked(api.get).mockResolvedValue({ timeZone: 'America/Merida', bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null })
  const saved: AvailableDate = { id: 9, date: nextSunday, maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null }
  vi.mocked(api.post).mockResolvedValue(saved)
  renderAdmin(<Adding />)

  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: nextSunday } })
  expect(await screen.findByText(/is not a baking day/)).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Add Date' }))

  expect(await screen.findByText('Date created')).toBeVisible()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(screen.getByText(/customers cannot order it until/)).toBeVisible()
  expect(screen.queryByText(/is now open for orders/)).not.toBeInTheDocument()
})
