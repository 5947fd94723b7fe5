import '@testing-library/jest-dom/vitest'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { Product } from '../../../domain/catalog/product-schemas'
import { i18nReady, switchLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { AdminProductsPage } from './admin-products-page'
import { renderAdmin } from './admin-test-harness'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

const CONCHA: Product = {
  id: 5,
  name: 'Sweet Concha',
  description: 'Soft sweet bun',
  nameEs: 'Concha dulce',
  descriptionEs: 'Pan dulce suave',
  price: 25,
  imageUrl: '/images/concha.jpg',
  categoryId: 2,
  tags: ['sweet', 'vegan'],
  tagsEs: ['dulce', 'vegano'],
  availabilityDays: [2, 3, 4, 5, 6],
  inStock: true,
  customizable: false,
  prepTime: 60,
  isWeeklySpecial: false,
  packs: null,
  sizePrices: null,
  dailyLimit: null,
  limitGroupId: null,
}

beforeAll(async () => {
  await i18nReady
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/products') return [CONCHA]
    if (url === '/api/categories') return [{ id: 2, name: 'Pastries', nameEs: 'Repostería', description: null }]
    return []
  })
})
afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

it('names products, categories and tags in the language staff read, as the shop does', async () => {
  await act(() => switchLanguage('es'))
  renderAdmin(<AdminProductsPage />)
  const row = (await screen.findByText('Concha dulce')).closest('tr') as HTMLElement
  expect(within(row).getByText('Repostería')).toBeVisible()
  expect(within(row).getByText('dulce')).toBeVisible()
  expect(within(row).getByText('vegano')).toBeVisible()
  expect(within(row).queryByText('Pastries')).not.toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Agregar producto' }))
  const category = within(await screen.findByRole('dialog')).getByRole('combobox', { name: 'Categoría' })
  expect(within(category).getByRole('option', { name: 'Repostería' })).toBeInTheDocument()
})

it('keeps the English names for staff reading English', async () => {
  renderAdmin(<AdminProductsPage />)
  const row = (await screen.findByText('Sweet Concha')).closest('tr') as HTMLElement
  expect(within(row).getByText('Pastries')).toBeVisible()
  expect(within(row).getByText('sweet')).toBeVisible()
})
