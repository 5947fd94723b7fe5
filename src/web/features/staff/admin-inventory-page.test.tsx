import '@testing-library/jest-dom/vitest'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorBody } from '../../../domain/error-body'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { text } from '../../../domain/written-text'
import { loadLanguage, switchLanguage } from '../../i18n/i18n'
import { api, refusalOf } from '../../lib/api-client'
import { AdminInventoryPage } from './admin-inventory-page'
import { renderAdmin } from './admin-test-harness'

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}))

const DAY: AvailableDate = { id: 4, date: '2026-11-24', maxOrders: 10, currentOrders: 3, limitedAvailability: false, notes: null }
const ACTIVE_ORDERS = refusalOf(409, errorBody('conflict', text('date_has_active_orders', { date: '2026-11-24', orders: 3 })))
const BELOW_CURRENT = refusalOf(
  400,
  errorBody('validation', text('date_limit_below_orders', { date: '2026-11-24', orders: 3 }), [
    { path: 'maxOrders', message: text('number_min', { min: 3 }) },
  ]),
)

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (url) => (url === '/api/available-dates' ? [DAY] : {}))
})

afterEach(async () => {
  cleanup()
  for (const call of [api.get, api.put, api.delete]) vi.mocked(call).mockReset()
  await act(() => switchLanguage('en'))
})

// The admin routes load the server's messages with their page (withTexts); rendered alone, the page needs them here.
beforeAll(() => loadLanguage('en', ['errors']))

describe('refusals on the available dates page', () => {
  it('show the server’s reason when a date with active orders cannot be deleted', async () => {
    vi.mocked(api.delete).mockRejectedValue(ACTIVE_ORDERS)
    renderAdmin(<AdminInventoryPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Tue, Nov 24, 2026' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deletion failed')).toBeVisible()
    // The server's words, with its ISO date written out for people.
    expect(screen.getByText('November 24, 2026 has 3 active orders. Reschedule or cancel them before removing the date.')).toBeVisible()
  })

  it('show the server’s reason, and the field’s, when the limit is set below the orders already taken', async () => {
    vi.mocked(api.put).mockRejectedValue(BELOW_CURRENT)
    renderAdmin(<AdminInventoryPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tue, Nov 24, 2026' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Available Date' })
    await userEvent.clear(within(dialog).getByLabelText('Maximum orders'))
    await userEvent.type(within(dialog).getByLabelText('Maximum orders'), '2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Update failed')).toBeVisible()
    expect(screen.getByText('November 24, 2026 already has 3 orders; the limit cannot be lower than that.')).toBeVisible()
    expect(within(dialog).getByText('Must be at least 3')).toBeVisible()
  })

  it('translate the server’s reason, values included, for staff who read Spanish', async () => {
    await act(() => switchLanguage('es'))
    vi.mocked(api.delete).mockRejectedValue(ACTIVE_ORDERS)
    renderAdmin(<AdminInventoryPage />)
    const remove = await screen.findByRole('button', { name: /^Eliminar / })
    await userEvent.click(remove)
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText(/^El 24 de noviembre de 2026 tiene 3 pedidos activos\./)).toBeVisible()
  })
})

it('warns staff opening a day the bakery does not bake: customers would never be offered it', async () => {
  vi.mocked(api.get).mockImplementation(async (url) => {
    if (url === '/api/available-dates') return [DAY]
    // Tuesday to Saturday.
    if (url === '/api/settings') return { timeZone: 'America/Merida', bakingDays: [2, 3, 4, 5, 6] }
    return {}
  })
  renderAdmin(<AdminInventoryPage />)
  await userEvent.click(await screen.findByRole('button', { name: 'Add Date' }))
  const dialog = screen.getByRole('dialog', { name: 'Add Available Date' })
  const date = within(dialog).getByLabelText('Date')
  await userEvent.clear(date)
  await userEvent.type(date, '2099-01-05')
  expect(await within(dialog).findByText(/^Monday, January 5, 2099 is not a baking day/)).toBeVisible()
  expect(date).toHaveAccessibleDescription(/not a baking day/)
  await userEvent.clear(date)
  await userEvent.type(date, '2099-01-06')
  expect(within(dialog).queryByText(/not a baking day/)).not.toBeInTheDocument()
})

it('says how many of a day’s places waitlist offers hold, so staff do not look for orders that are not there', async () => {
  vi.mocked(api.get).mockImplementation(async (url) => (url === '/api/available-dates' ? [{ ...DAY, heldForWaitlist: 2 }] : {}))
  renderAdmin(<AdminInventoryPage />)
  expect(await screen.findByText('incl. 2 held for the waitlist')).toBeVisible()
})
