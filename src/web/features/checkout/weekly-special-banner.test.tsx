import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import '../../i18n/i18n'
import { cart, setWeeklySpecialFlag } from '../../lib/cart-store'
import { productQueries } from '../../lib/queries/catalogue'
import { createQueryClient } from '../../lib/query-client'
import { WeeklySpecialBanner } from './weekly-special-banner'

afterEach(() => {
  cleanup()
  cart.clear()
  localStorage.clear()
})

const SPECIAL = {
  id: 2,
  name: 'Weekly Special: Cinnamon Rolls',
  nameEs: null,
  price: 50,
  imageUrl: '',
  categoryId: 3,
  inStock: true,
  isWeeklySpecial: true,
  customizable: false,
  availabilityDays: [0, 1, 2, 3, 4, 5, 6],
}

/** The checkout's banner for a visitor who declined the special on the home page. */
function renderBanner(packs: Array<{ count: number; price: number }>) {
  setWeeklySpecialFlag(false)
  const client = createQueryClient()
  client.setQueryData(productQueries.list().queryKey, [{ ...SPECIAL, packs }] as never)
  render(
    <QueryClientProvider client={client}>
      <WeeklySpecialBanner />
    </QueryClientProvider>,
  )
}

it('offers one roll at its price when the smallest pack is one', () => {
  renderBanner([
    { count: 1, price: 50 },
    { count: 3, price: 150 },
  ])
  expect(screen.getByRole('button', { name: 'Add 1 for $50.00' })).toBeVisible()
})

it('names how many the smallest pack holds when it is more than one', () => {
  renderBanner([
    { count: 3, price: 150 },
    { count: 6, price: 290 },
  ])
  expect(screen.getByRole('button', { name: 'Add 3 for $150.00' })).toBeVisible()
})
