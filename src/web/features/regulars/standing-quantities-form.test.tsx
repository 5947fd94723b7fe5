import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { StandingQuantitiesForm } from './standing-quantities-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), patch: vi.fn() } }
})

const STANDING = {
  id: 5,
  status: 'active',
  items: [
    { productId: 1, name: 'Artisan Sourdough', nameEs: null, quantity: 2, customizations: { breadFormat: 'sliced' }, price: 160 },
    { productId: 4, name: 'Rosemary Focaccia', nameEs: null, quantity: 1, customizations: {}, price: 120 },
  ],
  weeks: [],
} as unknown as StandingOrderView

function showForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StandingQuantitiesForm standing={STANDING} token="secret" />
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(() => {
  cleanup()
  vi.mocked(api.patch).mockReset()
})

describe('changing the quantities of a standing order', () => {
  it('refuses an emptied quantity instead of sending it as 0, which would take the product off', async () => {
    showForm()
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Quantity of Rosemary Focaccia' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save quantities' }))
    expect(await screen.findByText('Enter a whole number (0 takes the product off).')).toBeVisible()
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Rosemary Focaccia' })).toHaveAttribute('aria-invalid', 'true')
    expect(api.patch).not.toHaveBeenCalled()
  })

  it('sends the lines with their new quantities, and 0 where the customer takes a product off', async () => {
    vi.mocked(api.patch).mockResolvedValue(STANDING)
    showForm()
    const focaccia = screen.getByRole('spinbutton', { name: 'Quantity of Rosemary Focaccia' })
    await userEvent.clear(focaccia)
    await userEvent.type(focaccia, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Save quantities' }))
    expect(api.patch).toHaveBeenCalledWith('/api/standing-orders/5', {
      token: 'secret',
      items: [
        { productId: 1, quantity: 2, customizations: { breadFormat: 'sliced' } },
        { productId: 4, quantity: 0, customizations: {} },
      ],
      // What the page showed: changed meanwhile in another tab, the server refuses rather than undo that change.
      itemsSeen: [
        { productId: 1, quantity: 2, customizations: { breadFormat: 'sliced' } },
        { productId: 4, quantity: 1, customizations: {} },
      ],
    })
  })

  it('has nothing to save while no quantity changed', () => {
    showForm()
    expect(screen.getByRole('button', { name: 'Save quantities' })).toBeDisabled()
  })
})
