import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { settingsQueries } from '../../lib/queries/settings'
import { createQueryClient } from '../../lib/query-client'
import { aWeek } from '../../lib/standing-order-test-fixture'
import { StandingWeeks } from './standing-weeks'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn(), patch: vi.fn() } }
})

const STANDING = {
  id: 5,
  status: 'active',
  weeks: [
    aWeek('2026-12-05', { state: 'not_created', reason: 'product_limit', nextDate: '2026-12-08' }),
    aWeek('2026-12-12'),
    aWeek('2026-12-19', { state: 'skipped', decided: true }),
    aWeek('2026-12-26', { state: 'skipped' }),
    aWeek('2027-01-02', { state: 'not_created', reason: 'out_of_stock', decided: true }),
    aWeek('2027-01-09', {
      state: 'not_created',
      reason: 'date_full',
      nextDate: '2027-01-12',
      orderId: 93,
      orderToken: 'instead-token',
      decided: true,
    }),
  ],
} as StandingOrderView

function showWeeks(standing: StandingOrderView = STANDING) {
  const location = memoryLocation({ path: '/standing-orders/5?token=secret', record: true })
  const queryClient = createQueryClient()
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida' } as never)
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <StandingWeeks standing={standing} token="secret" />
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
  vi.mocked(api.post).mockReset()
  vi.mocked(api.patch).mockReset()
})

describe('the weeks of a standing order', () => {
  it('says why a week was not ordered, and orders the day offered instead', async () => {
    vi.mocked(api.post).mockResolvedValue({ orderId: 81, accessToken: 'order-token' })
    const history = showWeeks()
    const missed = within(screen.getByRole('listitem', { name: 'Saturday, December 5' }))
    expect(missed.getByText('Not ordered')).toBeVisible()
    expect(missed.getByText('A product had sold out for that day.')).toBeVisible()
    await userEvent.click(missed.getByRole('button', { name: 'Order for Tuesday, December 8 instead' }))
    expect(api.post).toHaveBeenCalledWith('/api/standing-orders/5/place', { token: 'secret', date: '2026-12-08' })
    await waitFor(() => expect(history.at(-1)).toBe('/order-confirmation/81?token=order-token'))
  })

  it('skips a planned week with the token of the link', async () => {
    vi.mocked(api.patch).mockResolvedValue(STANDING)
    showWeeks()
    await userEvent.click(screen.getByRole('button', { name: 'Skip Saturday, December 12' }))
    expect(api.patch).toHaveBeenCalledWith('/api/standing-orders/5', { skip: '2026-12-12', token: 'secret' })
  })

  it('offers to undo a skip only while the shop has not recorded the week', () => {
    showWeeks()
    expect(screen.queryByRole('button', { name: 'Undo skip for Saturday, December 19' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Undo skip for Saturday, December 26' })).toBeVisible()
  })

  it('says a week missed for a product out of stock, with no other day to order instead', () => {
    showWeeks()
    const missed = within(screen.getByRole('listitem', { name: 'Saturday, January 2' }))
    expect(missed.getByText('A product is out of stock: set it to 0 to get the other products.')).toBeVisible()
    expect(missed.queryByRole('button', { name: /instead/ })).not.toBeInTheDocument()
  })
  it('leads a missed week to the order placed instead, and offers that day no more', () => {
    showWeeks()
    const missed = within(screen.getByRole('listitem', { name: 'Saturday, January 9' }))
    expect(missed.getByText('Ordered for Tuesday, January 12 instead')).toBeVisible()
    expect(missed.getByRole('link', { name: 'See order #93' })).toHaveAttribute('href', '/order-confirmation/93?token=instead-token')
    expect(missed.queryByRole('button', { name: /instead/ })).not.toBeInTheDocument()
  })
  it('tells a series of one product, out of stock, that its weeks come back with it, not to set it to 0', () => {
    const single = { ...STANDING, items: [{ productId: 9, name: 'Croissant', nameEs: null, quantity: 2, customizations: {}, price: 45 }] }
    showWeeks(single as StandingOrderView)
    const missed = within(screen.getByRole('listitem', { name: 'Saturday, January 2' }))
    expect(missed.getByText('The product is out of stock: the weeks are ordered again once it is back.')).toBeVisible()
  })
})
