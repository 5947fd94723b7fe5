import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import '../../i18n/i18n'
import { ProductListPage } from './product-list-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

// A new bakery before its first product: nothing was searched or filtered, so the page does not say to search again.
it('says the catalogue is not ready yet when the shop has no products', async () => {
  vi.mocked(api.get).mockImplementation(async (url: string) => (url === '/api/settings' ? { timeZone: 'America/Merida' } : []))
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductListPage />
    </QueryClientProvider>,
  )
  expect(await screen.findByText('No products yet')).toBeVisible()
  expect(screen.getByText('The bakery is getting its catalogue ready: come back soon.')).toBeVisible()
  expect(screen.queryByText('Try adjusting your search or filter criteria')).not.toBeInTheDocument()
})

it('tells a screen reader how many products a search leaves, and nothing before one', async () => {
  const product = (id: number, name: string) => ({
    id,
    name,
    nameEs: null,
    description: '',
    price: 50,
    categoryId: 2,
    tags: [],
    inStock: true,
    imageUrl: '',
  })
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/settings') return { timeZone: 'America/Merida' }
    if (url === '/api/products') return [product(1, 'Artisan Sourdough'), product(3, 'Whole Wheat Sourdough'), product(4, 'Focaccia')]
    return []
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductListPage />
    </QueryClientProvider>,
  )
  expect(await screen.findByText('Focaccia')).toBeVisible()
  const status = screen.getByRole('status')
  expect(status).toHaveTextContent('')
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'sourdough' } })
  expect(status).toHaveTextContent('2 products shown')
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'zzzz' } })
  expect(status).toHaveTextContent('No products shown')
})
