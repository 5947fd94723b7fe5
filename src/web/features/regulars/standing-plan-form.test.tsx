import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { StandingPlanForm } from './standing-plan-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, patch: vi.fn() } }
})

const STANDING = { id: 5, every: 'week', weekday: 6, paymentMethod: 'cash', status: 'active' } as StandingOrderView

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})
afterEach(() => {
  cleanup()
  vi.mocked(api.patch).mockReset()
})

it('saves how often the order repeats and how the coming weeks are paid, with the private token', async () => {
  vi.mocked(api.patch).mockResolvedValue({ ...STANDING, every: '2weeks', paymentMethod: 'bank_transfer' })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StandingPlanForm standing={STANDING} token="secret" />
    </QueryClientProvider>,
  )
  const save = screen.getByRole('button', { name: 'Save' })
  expect(save).toBeDisabled()
  await userEvent.click(screen.getByRole('radio', { name: 'Every two weeks on Saturday' }))
  await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }))
  await userEvent.click(save)
  await waitFor(() =>
    expect(api.patch).toHaveBeenCalledWith('/api/standing-orders/5', { token: 'secret', every: '2weeks', paymentMethod: 'bank_transfer' }),
  )
})
