import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { registerArea } from '../../i18n/areas'
import { i18nReady } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { AvailableDatesTab } from './available-dates-tab'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), delete: vi.fn() } }
})

beforeAll(async () => {
  await i18nReady
  registerArea('staff')
})
afterEach(cleanup)

const open = (id: number, date: string) => ({ id, date, maxOrders: 10, currentOrders: 0, limitedAvailability: false, notes: null })

it('moves focus to the tab’s heading when the date staff deleted goes, and keeps the other rows’ buttons usable', async () => {
  let answer: () => void = () => {}
  vi.mocked(api.delete).mockImplementation(() => new Promise<never>((resolve) => (answer = () => resolve(undefined as never))))
  vi.mocked(api.get).mockResolvedValue([])
  renderAdmin(<AvailableDatesTab loaded={{ rows: [open(1, '2026-12-01'), open(2, '2026-12-02')], sample: false }} />)

  const [first, second] = screen.getAllByRole('button', { name: /^Delete / })
  await userEvent.click(first as HTMLElement)
  expect(first).toHaveAttribute('aria-disabled', 'true')
  expect(second).not.toHaveAttribute('aria-disabled')
  answer()
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Available Order Dates' })).toHaveFocus())
})
