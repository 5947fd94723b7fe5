import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorBody } from '../../../domain/error-body'
import type { Order } from '../../../domain/orders/order-schemas'
import { text } from '../../../domain/written-text'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api, refusalOf } from '../../lib/api-client'
import { standingOrderQueries } from '../../lib/queries/standing-orders'
import { createQueryClient } from '../../lib/query-client'
import { StandingOrderCard } from './standing-order-card'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

/** The card for order 12, which belongs to a standing order already when `inStandingOrder` says so. */
function showCard(paymentMethod: Order['paymentMethod'], { inStandingOrder = false, cancelled = false, whatsappConfigured = true } = {}) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/api/orders/12/standing?token=order-token') return { inStandingOrder, cancelled }
    if (path === '/api/settings') return { whatsappConfigured, whatsappNumber: '529991234567', bankClabe: '002180000118359710' }
    throw new Error(`unexpected call ${path}`)
  })
  const order = { id: 12, paymentMethod, whatsappOptIn: true } as Order
  const queryClient = createQueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <StandingOrderCard order={order} pickupDate="2026-11-28" token="order-token" />
    </QueryClientProvider>,
  )
  return queryClient
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
})

describe('the standing order card', () => {
  it('says which line the shop no longer sells, not to reload and retry, when the series is refused for it', async () => {
    vi.mocked(api.post).mockRejectedValue(
      refusalOf(
        400,
        errorBody('validation', text('order_not_in_catalogue'), [
          { path: 'items.0.customizations.quantity', message: text('packs_of', { name: 'Cinnamon Rolls', counts: '1, 6, 12' }) },
        ]),
      ),
    )
    showCard('cash')
    await userEvent.click(await screen.findByRole('button', { name: 'Make it a standing order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Cinnamon Rolls comes in packs of 1, 6, 12')
    expect(screen.getByRole('alert')).not.toHaveTextContent(/reload/i)
  })

  it('repeats a cash order on its weekday, paid as it was', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 3, manageToken: 'manage-token', every: '2weeks' })
    showCard('cash')
    await userEvent.click(await screen.findByRole('radio', { name: 'Every two weeks on Saturday' }))
    expect(screen.queryByRole('radio', { name: 'Bank transfer' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Make it a standing order' }))
    expect(api.post).toHaveBeenCalledWith('/api/orders/12/standing', { token: 'order-token', every: '2weeks' })
    expect(await screen.findByRole('link', { name: 'Manage your standing order' })).toHaveAttribute('href', '/standing-orders/3?token=manage-token')
    expect(screen.getByRole('heading', { name: 'Your standing order is set' })).toHaveFocus()
    expect(screen.getByText('We also sent this link to your WhatsApp.')).toBeVisible()
    expect(screen.getByText('Every two weeks on Saturday')).toBeVisible()
  })

  it('says how often the series repeats as the shop answered, not as chosen on the card', async () => {
    // A retry moments after a lost reply answers the series already set, every week.
    vi.mocked(api.post).mockResolvedValue({ id: 3, manageToken: 'manage-token', every: 'week' })
    showCard('cash')
    await userEvent.click(await screen.findByRole('radio', { name: 'Every two weeks on Saturday' }))
    await userEvent.click(screen.getByRole('button', { name: 'Make it a standing order' }))
    const done = await screen.findByRole('region', { name: 'Your standing order is set' })
    expect(done).toHaveTextContent('Every week on Saturday')
    expect(done).not.toHaveTextContent('Every two weeks')
  })

  it('says the standing order an order came from was cancelled, not that it still repeats', async () => {
    showCard('cash', { inStandingOrder: true, cancelled: true })
    const note = await screen.findByRole('region', { name: 'The standing order was cancelled' })
    expect(note).toHaveTextContent('The standing order this order belongs to was cancelled: it no longer repeats.')
    expect(screen.queryByText('This order is part of a standing order')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Make it a standing order' })).not.toBeInTheDocument()
  })

  it('is not offered for an order that already belongs to a standing order, which it says, with where to get help', async () => {
    const queryClient = showCard('cash', { inStandingOrder: true })
    // Once the shop has answered, not merely while it is asked.
    const asked = standingOrderQueries.ofOrder(12, 'order-token').queryKey
    await vi.waitFor(() => expect(queryClient.getQueryState(asked)?.status).toBe('success'))
    expect(screen.queryByRole('region', { name: 'Make this a standing order' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Make it a standing order' })).not.toBeInTheDocument()
    const note = await screen.findByRole('region', { name: 'This order is part of a standing order' })
    expect(note).toHaveTextContent('Manage it from the private link you got when you set it up.')
    expect(await screen.findByRole('link', { name: /Lost the link\? Write to us on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/529991234567\?text=.*12/),
    )
  })

  it('says the link went to WhatsApp only when the shop sends WhatsApp messages', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 3, manageToken: 'manage-token', every: 'week' })
    showCard('cash', { whatsappConfigured: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Make it a standing order' }))
    await screen.findByRole('region', { name: 'Your standing order is set' })
    expect(screen.queryByText('We also sent this link to your WhatsApp.')).not.toBeInTheDocument()
  })

  it('asks a card customer how to pay the coming weeks', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 4, manageToken: 'manage-token', every: 'week' })
    showCard('card')
    expect(await screen.findByRole('radio', { name: 'Cash on pickup' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    await userEvent.click(screen.getByRole('button', { name: 'Make it a standing order' }))
    expect(api.post).toHaveBeenCalledWith('/api/orders/12/standing', { token: 'order-token', every: 'week', paymentMethod: 'bank_transfer' })
  })
})
