import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { Product } from '../../../domain/catalog/product-schemas'
import '../../i18n/i18n'
import { ProductInfoTabs } from './product-info-tabs'

afterEach(cleanup)

it('names its tab list after the product, so a screen reader says what the tabs are about', () => {
  const product = { id: 1, name: 'Artisan Sourdough', nameEs: null, availabilityDays: [2, 3] } as unknown as Product
  render(<ProductInfoTabs product={product} hasOptions={false} />)
  expect(screen.getByRole('tablist', { name: 'About Artisan Sourdough' })).toBeVisible()
})
