import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../components/ui/toaster'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import '../../i18n/i18n'
import { PreOrderSection } from './pre-order-section'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

const sourdough = { id: 1, name: 'Artisan Sourdough', price: 150, categoryId: 2, inStock: true, imageUrl: '', isWeeklySpecial: false }

const renderWithSpecial = (special: object) => {
  vi.mocked(api.get).mockImplementation(async (url: string) => (url === '/api/products' ? [sourdough, special] : {}))
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <PreOrderSection />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

it('offers the spec’s rolls and cookies in the spec’s words, and any other weekly special by its own name', async () => {
  renderWithSpecial({
    id: 2,
    name: 'Weekly Special: Cinnamon Rolls & Cookies',
    price: 50,
    categoryId: 3,
    inStock: true,
    imageUrl: '',
    isWeeklySpecial: true,
    packs: [{ count: 1, price: 50 }],
  })
  expect(await screen.findByRole('checkbox', { name: 'Add Cinnamon Rolls/Cookies to my order' })).toBeVisible()
  cleanup()

  renderWithSpecial({
    id: 11,
    name: 'Panettone',
    price: 420,
    categoryId: 3,
    inStock: true,
    imageUrl: '',
    isWeeklySpecial: true,
    packs: [{ count: 1, price: 420 }],
  })
  expect(await screen.findByRole('checkbox', { name: 'Add Panettone to my order' })).toBeVisible()
  expect(screen.queryByText(/Cinnamon Rolls/)).not.toBeInTheDocument()
})
