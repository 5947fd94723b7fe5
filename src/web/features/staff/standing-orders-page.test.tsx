import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { StaffStandingOrder } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { StandingOrdersPage } from './standing-orders-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, getPage: vi.fn() } }
})

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(cleanup)

/** Lucía reads Spanish; the shop could not make her week of 4 December, the day was full. */
const LUCIA: StaffStandingOrder = {
  id: 3,
  every: 'week',
  weekday: 5,
  status: 'active',
  pausedUntil: null,
  pickupTime: '9:00 AM - 11:00 AM',
  isDelivery: false,
  deliveryAddress: null,
  paymentMethod: 'cash',
  language: 'es',
  whatsappOptIn: false,
  items: [{ productId: 1, name: 'Artisan Sourdough', nameEs: null, quantity: 2, customizations: {}, price: 150 }],
  totalPerWeek: 300,
  firstName: 'Lucía',
  sourceOrderId: 10,
  weeks: [
    {
      date: '2026-12-04',
      createsAt: '2026-12-01T14:00:00.000Z',
      state: 'not_created',
      orderId: null,
      orderToken: null,
      reason: 'date_full',
      nextDate: '2026-12-05',
      decided: true,
    },
    {
      date: '2026-12-11',
      createsAt: '2026-12-08T14:00:00.000Z',
      state: 'planned',
      orderId: null,
      orderToken: null,
      reason: null,
      nextDate: null,
      decided: false,
    },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  customer: { id: 5, name: 'Lucía Pech', phone: '+529991234567' },
  customerPath: '/standing-orders/3?token=manage-token',
}

it('offers to tell the customer on WhatsApp, in her language, of a week the shop could not make', async () => {
  vi.mocked(api.getPage).mockResolvedValue({ items: [LUCIA], total: 1 })
  renderAdmin(<StandingOrdersPage />)

  const tell = await screen.findByRole('link', { name: /Tell Lucía Pech on WhatsApp/ })
  expect(screen.getAllByRole('link', { name: /on WhatsApp/ })).toHaveLength(1)
  const href = new URL(tell.getAttribute('href') ?? '')
  expect(href.pathname).toBe('/529991234567')
  const text = href.searchParams.get('text') ?? ''
  expect(text).toContain('Hola, Lucía')
  expect(text).toContain('ese día ya está lleno')
  expect(text).toContain('/standing-orders/3?token=manage-token')
})
