import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { DEFAULT_BAKERY_TIMEZONE } from '../../../domain/schedule/bakery-time-zone'
import { nextWeekBakingDays } from '../../../domain/schedule/bookable-window'
import { registerArea } from '../../i18n/areas'
import { i18nReady } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { ManageDatesDialog } from './manage-dates-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

beforeAll(async () => {
  await i18nReady
  registerArea('staff')
})
afterEach(() => {
  cleanup()
  vi.mocked(api.post).mockReset()
})

const week = nextWeekBakingDays(new Date(), DEFAULT_BAKERY_TIMEZONE)
const open = (date: string, id: number) => ({ id, date, maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null })

function showDialog(days: ReturnType<typeof open>[]) {
  vi.mocked(api.get).mockRejectedValue(new ApiError(500, 'no settings in this test'))
  renderAdmin(<ManageDatesDialog days={days} onClose={() => {}} />)
  return userEvent.click(screen.getByRole('button', { name: 'Add the next 7 days' }))
}

it('says nothing was added when the week’s baking days are all open already', async () => {
  await showDialog(week.map(open))
  expect(await screen.findByText('The baking days of the next 7 days are already open')).toBeVisible()
  expect(screen.queryByText(/^Added 7 days/)).not.toBeInTheDocument()
  expect(api.post).not.toHaveBeenCalled()
})

it('carries on past a day another device opened meanwhile', async () => {
  const [taken, ...rest] = week
  vi.mocked(api.post).mockImplementation(async (_path, body) => {
    const { date } = body as { date: string }
    if (date === taken) throw new ApiError(409, `${date} is already open`, 'conflict')
    return open(date, 1)
  })
  await showDialog([])
  expect(await screen.findByText(/^Added 7 days starting from/)).toBeVisible()
  expect(vi.mocked(api.post).mock.calls.map(([, body]) => (body as { date: string }).date)).toEqual([taken, ...rest])
})

it('offers only the bakery’s baking days to add, as the server opens no other', async () => {
  vi.mocked(api.get).mockResolvedValue({ timeZone: DEFAULT_BAKERY_TIMEZONE, bakingDays: [2, 3, 4, 5, 6], orderCutoffTime: null })
  renderAdmin(<ManageDatesDialog days={[]} onClose={() => {}} />)
  const grid = await screen.findByRole('grid')
  const choosable = () =>
    within(grid)
      .getAllByRole('button')
      .filter((day) => !day.hasAttribute('disabled'))
  // The month from tomorrow on: its Sundays and Mondays cannot be chosen, whatever today is.
  await waitFor(() => expect(choosable().filter((day) => /^(Sunday|Monday)/.test(day.getAttribute('aria-label') ?? ''))).toEqual([]))
  expect(within(grid).getAllByRole('button', { name: /^Sunday/ }).length).toBeGreaterThan(0)
})
