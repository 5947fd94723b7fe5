import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import type { Product } from '../../../domain/catalog/product-schemas'
import { addDaysIso, bakeryToday } from '../../../domain/schedule/calendar-dates'
import { ToastProvider } from '../../components/ui/toaster'
import { api } from '../../lib/api-client'
import { CART_STORAGE_KEY, cart } from '../../lib/cart-store'
import { choosePickupDay } from '../../lib/pickup-day'
import { createQueryClient } from '../../lib/query-client'
import '../../i18n/i18n'
import { ProductCard } from './product-card'
import { ProductPurchasePanel } from './product-purchase-panel'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})
vi.mock('wouter', async (importOriginal) => ({ ...(await importOriginal<typeof import('wouter')>()), useLocation: () => ['/', vi.fn()] }))

const LOAF: Product = {
  id: 3,
  name: 'Whole Wheat Loaf',
  description: 'Hearty',
  nameEs: null,
  descriptionEs: null,
  price: 120,
  imageUrl: '/images/whole-wheat.jpg',
  categoryId: 2,
  tags: [],
  tagsEs: null,
  availabilityDays: [0, 1, 2, 3, 4, 5, 6],
  inStock: true,
  customizable: false,
  prepTime: 60,
  isWeeklySpecial: false,
  packs: null,
  sizePrices: null,
  dailyLimit: 3,
  limitGroupId: null,
}

const show = (ui: ReactElement) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  )

afterEach(() => {
  cleanup()
  cart.clear()
  localStorage.removeItem(CART_STORAGE_KEY)
  choosePickupDay(undefined)
  vi.mocked(api.get).mockReset()
})

it('offers no quick add for a product out of stock, and says why', () => {
  vi.mocked(api.get).mockResolvedValue([])
  show(<ProductCard product={{ ...LOAF, inStock: false }} />)
  expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument()
  expect(screen.getByText('Out of stock')).toBeVisible()
})

it('adds what the quantity shows, never more than the chosen day has left', async () => {
  // Three days ahead: past any lead time, every weekday a baking day for this loaf.
  const day = addDaysIso(bakeryToday(new Date(), 'America/Merida'), 3)
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/available-dates')
      return [
        {
          id: 1,
          date: day,
          maxOrders: 20,
          currentOrders: 0,
          limitedAvailability: false,
          notes: null,
          unitsLeft: { products: { '3': 3 }, groups: {} },
        },
      ]
    if (url === '/api/settings') return { timeZone: 'America/Merida', bakingDays: [0, 1, 2, 3, 4, 5, 6], orderCutoffTime: null }
    return []
  })
  show(<ProductPurchasePanel product={LOAF} />)
  const increase = screen.getByRole('button', { name: 'Increase quantity' })
  for (let n = 0; n < 4; n++) await userEvent.click(increase)
  choosePickupDay(day)
  await screen.findByText(/3 left/)
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([{ id: 3, quantity: 3 }])
})

it('prices every cake size: a size without its own price at the cake’s price, as the order is charged', () => {
  vi.mocked(api.get).mockResolvedValue([])
  const cake: Product = {
    ...LOAF,
    id: 7,
    name: 'Chocolate Celebration Cake',
    categoryId: 1,
    price: 450,
    dailyLimit: null,
    sizePrices: [
      { size: '6"', price: 380 },
      { size: '8"', price: 450 },
    ],
  }
  show(<ProductPurchasePanel product={cake} />)
  const sizes = screen.getByRole('group', { name: 'Size' })
  expect(sizes).toHaveTextContent('$380.00')
  expect(screen.getByRole('radio', { name: /^10" .*· \$450\.00$/ })).toBeInTheDocument()
})
