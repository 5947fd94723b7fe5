import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { Order } from '../../../domain/orders/order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { anOrder } from '../../lib/order-test-fixture'
import { settingsQueries } from '../../lib/queries/settings'
import { createQueryClient } from '../../lib/query-client'
import { OrderConfirmationPage } from './order-confirmation-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

function showOrder(order: Order) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path.startsWith(`/api/orders/${order.id}?`)) return order
    throw new Error(`unexpected call ${path}`)
  })
  const queryClient = createQueryClient()
  queryClient.setQueryData(settingsQueries.shop().queryKey, { whatsappNumber: '529991234567', whatsappConfigured: false } as never)
  const location = memoryLocation({ path: `/order-confirmation/${order.id}?token=order-token` })
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/order-confirmation/:id" component={OrderConfirmationPage} />
      </Router>
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en')
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

describe('the order confirmation page', () => {
  it('thanks the customer for a live order and offers to send it on WhatsApp', async () => {
    showOrder(anOrder(31, { status: 'confirmed', language: 'en' }))
    expect(await screen.findByRole('heading', { name: 'Order #31' })).toBeVisible()
    expect(screen.getByText('Thank you for your order!')).toBeVisible()
    expect(screen.getByRole('link', { name: /Send/ })).toHaveAttribute('href', expect.stringContaining('wa.me'))
  })

  it('says a cancelled order was cancelled, without thanks or an offer to send it', async () => {
    showOrder(anOrder(32, { status: 'cancelled', language: 'en' }))
    expect(await screen.findByRole('heading', { name: 'Order #32' })).toBeVisible()
    expect(screen.getByText('This order was cancelled')).toBeVisible()
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Send/ })).not.toBeInTheDocument()
  })

  it('tells a customer who paid for a cancelled order that the payment goes back', async () => {
    showOrder(anOrder(33, { status: 'cancelled', paymentMethod: 'card', paymentStatus: 'paid', language: 'en' }))
    expect(await screen.findByText('This order was cancelled: the bakery gives your payment back.')).toBeVisible()
  })
})
