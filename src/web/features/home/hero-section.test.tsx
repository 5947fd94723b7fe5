import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import '../../i18n/i18n'
import { HeroSection } from './hero-section'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

it('advertises the sourdough from the price staff set, not a price written into the page', async () => {
  vi.mocked(api.get).mockImplementation(async (url: string) =>
    url === '/api/products' ? [{ id: 1, name: 'Artisan Sourdough', price: 175, categoryId: 1, inStock: true, imageUrl: '' }] : {},
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HeroSection whatsappUrl={undefined} />
    </QueryClientProvider>,
  )
  expect(await screen.findByText('from $175 MXN')).toBeVisible()
  expect(screen.queryByText(/\$150/)).not.toBeInTheDocument()
})
