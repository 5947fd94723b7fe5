import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../components/ui/toaster'
import { api } from '../../lib/api-client'
import { CART_STORAGE_KEY, cart } from '../../lib/cart-store'
import { createQueryClient } from '../../lib/query-client'
import '../../i18n/i18n'
import { CartPage } from './cart-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

const product = (id: number, name: string, price: number, inStock = true) => ({ id, name, nameEs: null, price, categoryId: 2, inStock, imageUrl: '' })

afterEach(() => {
  cleanup()
  cart.clear()
  localStorage.removeItem(CART_STORAGE_KEY)
  vi.mocked(api.get).mockReset()
})

/** Two loaves and a box of cookies in the cart, and the cart page over a shop whose catalogue is `catalogue`. */
function renderCart(catalogue: ReturnType<typeof product>[]) {
  cart.add({ id: 1, name: 'Artisan Sourdough', price: 150, quantity: 2, imageUrl: '', customizations: { breadFormat: 'whole' } })
  cart.add({ id: 9, name: 'Cookies', price: 90, quantity: 1, imageUrl: '', customizations: {} })
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/products') return catalogue
    if (url === '/api/settings') return { taxMode: 'included', taxPercent: 16, timeZone: 'America/Merida' }
    return []
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <CartPage />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

it('shows a cart saved days ago at today’s prices, and takes out what can no longer be ordered, saying so', async () => {
  renderCart([product(1, 'Artisan Sourdough', 165), product(9, 'Cookies', 90, false)])
  expect(
    await screen.findByText(
      'We took Cookies out of your cart: the bakery no longer offers it as you chose it. The price of Artisan Sourdough changed since you added it: the summary shows what you will pay.',
    ),
  ).toBeVisible()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Cart (2 Items)')
  const summary = screen.getByRole('heading', { name: 'Order Summary' }).parentElement!
  expect(within(summary).getAllByText('$330.00').length).toBeGreaterThan(0)
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([{ id: 1, price: 165, quantity: 2 }])
})

it('puts focus on the cart’s heading when a line is removed or the cart cleared, and says what the cart holds now', async () => {
  renderCart([product(1, 'Artisan Sourdough', 150), product(9, 'Cookies', 90)])
  const heading = screen.getByRole('heading', { level: 1 })
  fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Cookies' }))
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 items in your cart, $480.00'))
  fireEvent.click(screen.getByRole('button', { name: 'Remove Cookies' }))
  await waitFor(() => expect(heading).toHaveFocus())
  expect(heading).toHaveTextContent('Your Cart (2 Items)')
  expect(screen.getByRole('status')).toHaveTextContent('2 items in your cart, $300.00')

  fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }))
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear Cart' }))
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Cart (0 Items)')
})
