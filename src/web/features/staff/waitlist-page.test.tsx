import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { StaffWaitlistEntry } from '../../../domain/regulars/waitlist-schemas'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { WaitlistPage } from './waitlist-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(cleanup)

/** Lucía reads Spanish; the loaf's units are held for her. */
const OFFERED: StaffWaitlistEntry = {
  id: 4,
  date: '2026-12-01',
  productId: 1,
  productName: 'Artisan Sourdough',
  productNameEs: 'Pan de masa madre',
  quantity: 2,
  status: 'offered',
  position: null,
  holdExpiresAt: '2026-11-30T18:00:00.000Z',
  orderId: null,
  orderToken: null,
  name: 'Lucía',
  createdAt: '2026-11-27T10:00:00.000Z',
  phone: '+529991234567',
  whatsappOptIn: false,
  language: 'es',
  customerPath: '/waitlist/4?token=abc',
}

it('sends the offer in the customer’s language while staff read the page in English', async () => {
  vi.mocked(api.get).mockImplementation(async (path: string) => (path.startsWith('/api/waitlist') ? [OFFERED] : { timeZone: 'America/Merida' }))
  renderAdmin(<WaitlistPage />)

  // The page itself names the product in the staff member's language...
  expect(await screen.findByRole('cell', { name: 'Artisan Sourdough' })).toBeVisible()
  // ...and the WhatsApp text goes out in Lucía's.
  const offer = screen.getByRole('link', { name: /Send the offer on WhatsApp/ })
  const text = new URL(offer.getAttribute('href') ?? '').searchParams.get('text') ?? ''
  expect(text).toContain('2 × Pan de masa madre')
  expect(text).not.toContain('Artisan Sourdough')
})

it('reads the line anew when staff come back to the page, as customers join it meanwhile', async () => {
  const line = [OFFERED]
  vi.mocked(api.get).mockImplementation(async (path: string) => (path.startsWith('/api/waitlist') ? [...line] : { timeZone: 'America/Merida' }))
  const { rerender } = renderAdmin(<WaitlistPage />)
  expect(await screen.findByRole('cell', { name: 'Lucía' })).toBeVisible()

  rerender(<p>Orders</p>)
  line.push({ ...OFFERED, id: 5, name: 'Mateo', status: 'waiting', position: 1, holdExpiresAt: null, customerPath: '/waitlist/5?token=def' })
  rerender(<WaitlistPage />)
  expect(await screen.findByRole('cell', { name: 'Mateo' })).toBeVisible()
})
