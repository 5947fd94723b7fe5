import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { registerArea } from '../../i18n/areas'
import { i18nReady } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { EditLimitDialog } from './edit-limit-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, patch: vi.fn() } }
})

beforeAll(async () => {
  await i18nReady
  registerArea('staff')
})
afterEach(cleanup)

/** A limit the admin area set to 12, which is not one of the dashboard's choices (5 to 30 by fives). */
const DAY: AvailableDate = { id: 7, date: '2026-12-01', maxOrders: 12, currentOrders: 3, limitedAvailability: false, notes: null }

it('keeps a limit set elsewhere on offer and saves the one staff choose', async () => {
  vi.mocked(api.patch).mockResolvedValue({ ...DAY, maxOrders: 25 })
  const onClose = vi.fn()
  renderAdmin(<EditLimitDialog day={DAY} onClose={onClose} />)

  const limit = await screen.findByRole('combobox', { name: 'Maximum Orders' })
  expect(limit).toHaveValue('12')
  expect([...(limit as HTMLSelectElement).options].map((option) => option.value)).toEqual(['12', '5', '10', '15', '20', '25', '30'])

  await userEvent.selectOptions(limit, '25')
  // Changing their mind, staff can still go back to the day's own limit.
  expect([...(limit as HTMLSelectElement).options].map((option) => option.value)).toContain('12')
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

  expect(api.patch).toHaveBeenCalledWith('/api/availableDates/7', { maxOrders: 25 })
  expect(await screen.findByText('Maximum orders updated to 25')).toBeVisible()
  expect(onClose).toHaveBeenCalled()
})
