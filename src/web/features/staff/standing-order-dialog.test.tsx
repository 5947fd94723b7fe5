import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { aStaffStandingOrder } from '../../lib/standing-order-test-fixture'
import { renderAdmin } from './admin-test-harness'
import { StandingOrderDialog } from './standing-order-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, patch: vi.fn() } }
})

// The admin area brings the customers' regulars texts too (app.tsx).
beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(cleanup)

const STANDING = aStaffStandingOrder({ pickupTime: '08:00-10:00' })

it('sends a quantity past the limit to the shop, which says why it refuses, instead of doing nothing', async () => {
  vi.mocked(api.patch).mockRejectedValue(new ApiError(400, 'Quantity must be at most 100', 'validation_failed'))
  renderAdmin(<StandingOrderDialog standing={STANDING} open onOpenChange={vi.fn()} />)

  const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Artisan Sourdough' })
  await userEvent.clear(quantity)
  await userEvent.type(quantity, '150')
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))

  expect(api.patch).toHaveBeenCalledWith('/api/standing-orders/3', expect.objectContaining({ items: [expect.objectContaining({ quantity: 150 })] }))
  // The admin area's failure toast, in its own words (it never had the dashboard's texts to show).
  expect(await screen.findByText('The standing order was not saved')).toBeVisible()
  expect(screen.getByText('Quantity must be at most 100')).toBeVisible()
}, 20_000)

it('pauses without sending the lines, so a line out of stock today cannot refuse the pause', async () => {
  vi.mocked(api.patch).mockResolvedValue(STANDING)
  renderAdmin(<StandingOrderDialog standing={STANDING} open onOpenChange={vi.fn()} />)

  await userEvent.type(screen.getByLabelText(/^Paused until/), '2026-12-24')
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))

  expect(api.patch).toHaveBeenCalledWith('/api/standing-orders/3', { pausedUntil: '2026-12-24' })
}, 20_000)

it('refuses an emptied quantity instead of sending it as 0, which would take the product off', async () => {
  vi.mocked(api.patch).mockReset()
  renderAdmin(<StandingOrderDialog standing={STANDING} open onOpenChange={vi.fn()} />)

  await userEvent.clear(screen.getByRole('spinbutton', { name: 'Quantity of Artisan Sourdough' }))
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('Enter a whole number (0 takes the product off).')).toBeVisible()
  expect(api.patch).not.toHaveBeenCalled()
}, 20_000)
