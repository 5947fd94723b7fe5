import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
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
