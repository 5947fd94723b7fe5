import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { addDaysIso, bakeryToday, weekdayOf } from '../../../domain/schedule/calendar-dates'
import { i18nReady } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { DateFormDialog } from './date-form-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn(), put: vi.fn() } }
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

it('does not open a day the bakery does not bake, and says where to make it one', async () => {
  vi.mocked(api.get).mockResolvedValue({ timeZone: 'America/Merida', bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null })
  renderAdmin(<Adding />)

  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: nextSunday } })
  expect(await screen.findByText(/is not a baking day: add its weekday to the baking days in Settings first/)).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Add Date' }))

  expect(api.post).not.toHaveBeenCalled()
  expect(screen.getByRole('dialog')).toBeVisible()
  expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(/is not a baking day/)
})

it('saves only what staff changed on a day, so a limit lowered meanwhile in another tab stays lowered', async () => {
  vi.mocked(api.get).mockResolvedValue({ timeZone: 'America/Merida', bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null })
  const day = { id: 4, date: addDaysIso(today, 3), maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null }
  vi.mocked(api.put).mockImplementation(async (_url, body) => ({ ...day, ...(body as object) }))
  renderAdmin(<DateFormDialog day={day} onClose={() => {}} />)

  await userEvent.type(await screen.findByLabelText('Notes'), 'Only big loaves')
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

  await waitFor(() => expect(api.put).toHaveBeenCalledWith('/api/available-dates/4', { notes: 'Only big loaves' }))
})

it('keeps focus in the dialog, on the date, when the server says that day is already open', async () => {
  vi.mocked(api.get).mockResolvedValue({ timeZone: 'America/Merida', bakingDays: [0, 1, 2, 3, 4, 5, 6], orderCutoffTime: null })
  const refused = [{ path: 'date', message: 'This date already exists' }]
  vi.mocked(api.post).mockRejectedValue(new ApiError(409, 'Already open', 'conflict', refused))
  renderAdmin(<Adding />)
  await screen.findByLabelText('Date')
  await userEvent.click(screen.getByRole('button', { name: 'Add Date' }))

  await waitFor(() => expect(screen.getByLabelText('Date')).toHaveFocus())
  expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('This date already exists')
})
