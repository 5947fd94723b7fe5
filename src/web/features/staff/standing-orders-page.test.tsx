import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { aStaffStandingOrder, aWeek } from '../../lib/standing-order-test-fixture'
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
const LUCIA = aStaffStandingOrder({
  weeks: [aWeek('2026-12-04', { state: 'not_created', reason: 'date_full', nextDate: '2026-12-05', decided: true }), aWeek('2026-12-11')],
})

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

it('does not ask staff to tell the customer of a missed week once the customer ordered the day offered instead', async () => {
  const handled = aStaffStandingOrder({
    weeks: [aWeek('2026-12-04', { state: 'not_created', reason: 'date_full', nextDate: '2026-12-05', orderId: 40, orderToken: 'o', decided: true })],
  })
  vi.mocked(api.getPage).mockResolvedValue({ items: [handled], total: 1 })
  renderAdmin(<StandingOrdersPage />)
  expect(await screen.findByText(/Ordered for Saturday, December 5 instead/)).toBeVisible()
  expect(screen.queryByRole('link', { name: /on WhatsApp/ })).not.toBeInTheDocument()
})

it('warns of a planned week on a day not opened yet, with a way to open it, before the shop would not make it', async () => {
  const planned = aStaffStandingOrder({ weeks: [aWeek('2026-12-11'), aWeek('2026-12-18', { dayOpen: false })] })
  vi.mocked(api.getPage).mockResolvedValue({ items: [planned], total: 1 })
  renderAdmin(<StandingOrdersPage />)
  const warning = await screen.findByRole('link', { name: /Fri, Dec 18 is not open yet: open it in Inventory/ })
  expect(warning).toHaveAttribute('href', '/admin/inventory')
  expect(screen.getAllByRole('link', { name: /is not open yet/ })).toHaveLength(1)
})
