import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { settingsQueries } from '../../lib/queries/settings'
import { createQueryClient } from '../../lib/query-client'
import { StandingPlanForm } from './standing-plan-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), patch: vi.fn() } }
})

const WINDOWS = [
  { start: '09:00', end: '11:00', limit: null },
  { start: '15:00', end: '17:00', limit: null },
]

function showForm(change: Partial<StandingOrderView>, bankClabe: string) {
  const standing = { id: 5, every: 'week', weekday: 6, pickupTime: '9:00 AM - 11:00 AM', paymentMethod: 'cash', ...change } as StandingOrderView
  const queryClient = createQueryClient()
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida', pickupWindows: WINDOWS, bankClabe } as never)
  render(
    <QueryClientProvider client={queryClient}>
      <StandingPlanForm standing={standing} token="secret" />
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(() => {
  cleanup()
  vi.mocked(api.patch).mockReset()
})

describe('how often, when and how a standing order is paid', () => {
  it('offers a bank transfer only while the shop takes them', () => {
    showForm({}, '002180000118359710')
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeVisible()
    cleanup()
    showForm({}, '')
    expect(screen.queryByRole('radio', { name: 'Bank transfer' })).not.toBeInTheDocument()
    expect(screen.getByText('Cash on pickup: the bakery takes no bank transfers for now.')).toBeVisible()
  })

  it('turns a transfer the shop no longer takes into cash on the next save', async () => {
    vi.mocked(api.patch).mockResolvedValue({})
    showForm({ paymentMethod: 'bank_transfer' }, '')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(api.patch).toHaveBeenCalledWith('/api/standing-orders/5', { token: 'secret', every: 'week', paymentMethod: 'cash' })
  })

  it('moves the coming weeks to another of the shop’s windows', async () => {
    vi.mocked(api.patch).mockResolvedValue({})
    showForm({}, '')
    await userEvent.selectOptions(screen.getByLabelText('Time slot'), '3:00 PM - 5:00 PM')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(api.patch).toHaveBeenCalledWith('/api/standing-orders/5', {
      token: 'secret',
      every: 'week',
      paymentMethod: 'cash',
      pickupTime: '3:00 PM - 5:00 PM',
    })
  })
})
