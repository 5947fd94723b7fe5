import '@testing-library/jest-dom/vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { Product } from '../../../domain/catalog/product-schemas'
import { switchLanguage } from '../../i18n/i18n'
import { renderAdmin } from './admin-test-harness'
import { ProductsTab } from './products-tab'

afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

const sourdough = {
  id: 1,
  name: 'Artisan Sourdough',
  nameEs: 'Pan de masa madre artesanal',
  description: 'Our signature loaf',
  descriptionEs: 'Nuestra hogaza de siempre',
  price: 150,
  categoryId: 2,
} as Product

it('names the products in Spanish for Spanish-reading staff, as every other staff screen does', async () => {
  await act(() => switchLanguage('es'))
  renderAdmin(<ProductsTab loaded={{ rows: [sourdough], sample: false }} />)
  expect(await screen.findByRole('cell', { name: 'Pan de masa madre artesanal' })).toBeVisible()
  expect(screen.getByRole('cell', { name: 'Nuestra hogaza de siempre' })).toBeVisible()
  expect(screen.getByRole('button', { name: /: Pan de masa madre artesanal$/ })).toBeVisible()
})
