import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { StandingOrderCard } from './standing-order-card'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, post: vi.fn() } }
})

function showCard(paymentMethod: Order['paymentMethod']) {
  const order = { id: 12, paymentMethod, whatsappOptIn: true } as Order
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StandingOrderCard order={order} pickupDate="2026-11-28" token="order-token" />
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(() => {
  cleanup()
  vi.mocked(api.post).mockReset()
})

describe('the standing order card', () => {
  it('repeats a cash order on its weekday, paid as it was', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 3, manageToken: 'manage-token' })
    showCard('cash')
    expect(screen.queryByRole('radio', { name: 'Bank transfer' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Every two weeks on Saturday' }))
    await userEvent.click(screen.getByRole('button', { name: 'Make it a standing order' }))
    expect(api.post).toHaveBeenCalledWith('/api/orders/12/standing', { token: 'order-token', every: '2weeks' })
    expect(await screen.findByRole('link', { name: 'Manage your standing order' })).toHaveAttribute('href', '/standing-orders/3?token=manage-token')
    expect(screen.getByText('We also sent this link to your WhatsApp.')).toBeVisible()
  })

  it('asks a card customer how to pay the coming weeks', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 4, manageToken: 'manage-token' })
    showCard('card')
    expect(screen.getByRole('radio', { name: 'Cash on pickup' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    await userEvent.click(screen.getByRole('button', { name: 'Make it a standing order' }))
    expect(api.post).toHaveBeenCalledWith('/api/orders/12/standing', { token: 'order-token', every: 'week', paymentMethod: 'bank_transfer' })
  })
})
