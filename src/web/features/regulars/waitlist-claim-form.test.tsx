import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { WaitlistEntryView } from '../../../domain/regulars/waitlist-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { cart } from '../../lib/cart-store'
import { productQueries } from '../../lib/queries/catalogue'
import { settingsQueries } from '../../lib/queries/settings'
import { createQueryClient } from '../../lib/query-client'
import { WaitlistClaimForm } from './waitlist-claim-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

const WINDOWS = [
  { start: '09:00', end: '11:00', limit: null },
  { start: '15:00', end: '17:00', limit: null },
]

function showForm(productId: number | null, bankClabe = '002180000118359710', tax = { taxMode: 'included', taxPercent: 0 }) {
  const location = memoryLocation({ path: '/waitlist/8?token=entry-token', record: true })
  const queryClient = createQueryClient()
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida', pickupWindows: WINDOWS, bankClabe, ...tax } as never)
  queryClient.setQueryData(productQueries.list().queryKey, [
    { id: 1, name: 'Artisan Sourdough', price: '150.00', categoryId: 1, inStock: true },
  ] as never)
  const entry = { id: 8, productId, quantity: 2, status: 'offered' } as WaitlistEntryView
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <WaitlistClaimForm entry={entry} token="entry-token" />
      </Router>
    </QueryClientProvider>,
  )
  return location.history
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(() => {
  cleanup()
  cart.clear()
  vi.mocked(api.post).mockReset()
})

describe('claiming a waitlist offer', () => {
  it('claims the held loaves with the chosen payment and window, then shows the order', async () => {
    vi.mocked(api.post).mockResolvedValue({ orderId: 31, accessToken: 'order-token' })
    const history = showForm(1)
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    await userEvent.selectOptions(screen.getByLabelText('Pickup time'), '3:00 PM - 5:00 PM')
    await userEvent.click(screen.getByRole('button', { name: 'Claim it' }))
    expect(api.post).toHaveBeenCalledWith('/api/waitlist/8/claim', {
      token: 'entry-token',
      paymentMethod: 'bank_transfer',
      pickupTime: '3:00 PM - 5:00 PM',
    })
    await waitFor(() => expect(history.at(-1)).toBe('/order-confirmation/31?token=order-token'))
  })

  it('orders the cart on a place held on the day, and asks for a cart when it is empty', async () => {
    vi.mocked(api.post).mockResolvedValue({ orderId: 32, accessToken: 'order-token' })
    showForm(null)
    expect(screen.getByText('Add what you want to your cart first, then come back to this page.')).toBeVisible()
    cleanup()
    cart.add({ id: 4, name: 'Rosemary Focaccia', price: 120, quantity: 2, imageUrl: '', customizations: {} })
    showForm(null)
    expect(screen.getByText('2 × Rosemary Focaccia')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Claim it' }))
    expect(api.post).toHaveBeenCalledWith('/api/waitlist/8/claim', {
      token: 'entry-token',
      paymentMethod: 'cash',
      pickupTime: '9:00 AM - 11:00 AM',
      items: [{ productId: 4, quantity: 2, customizations: {} }],
    })
    // The cart became the order: left full, checking out again would order it twice.
    expect(await screen.findByText('Add what you want to your cart first, then come back to this page.')).toBeVisible()
  })

  it('offers no bank transfer while the shop takes none, and claims it in cash', async () => {
    vi.mocked(api.post).mockResolvedValue({ orderId: 33, accessToken: 'order-token' })
    showForm(1, '')
    expect(screen.queryByRole('radio', { name: 'Bank transfer' })).not.toBeInTheDocument()
    expect(screen.getByText('Cash on pickup: the bakery takes no bank transfers for now.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Claim it' }))
    expect(api.post).toHaveBeenCalledWith('/api/waitlist/8/claim', expect.objectContaining({ paymentMethod: 'cash' }))
  })
  it('says what the claim will cost before the customer claims it, tax included as the shop adds it', () => {
    showForm(1, undefined, { taxMode: 'added', taxPercent: 16 })
    // Two held loaves at $150.00, and 16% added: $348.00.
    expect(screen.getByText('Total: $348.00')).toBeVisible()
    cleanup()
    cart.add({ id: 4, name: 'Rosemary Focaccia', price: 120, quantity: 2, imageUrl: '', customizations: {} })
    showForm(null)
    expect(screen.getByText('Total: $240.00')).toBeVisible()
  })
})
