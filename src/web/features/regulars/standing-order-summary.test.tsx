import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { StandingOrderSummary } from './standing-order-summary'

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(cleanup)

const standing = (items: StandingOrderView['items'], totalPerWeek: number) =>
  ({
    id: 5,
    every: 'week',
    weekday: 6,
    status: 'active',
    pausedUntil: null,
    pickupTime: '9:00 AM - 11:00 AM',
    isDelivery: false,
    deliveryAddress: null,
    paymentMethod: 'cash',
    language: 'en',
    whatsappOptIn: false,
    items,
    totalPerWeek,
    firstName: 'Ana',
    sourceOrderId: 4,
    weeks: [],
    createdAt: '2026-11-20T15:00:00Z',
  }) as StandingOrderView

const bread = { productId: 3, name: 'Country Loaf', nameEs: null, quantity: 1, customizations: {}, price: 199 }

it('shows the tax the shop adds as its own line, so each time adds up, and says the week’s prices apply', () => {
  render(<StandingOrderSummary standing={standing([bread], 214.92)} />)
  const tax = screen.getByText('Tax').closest('li')
  expect(tax).toHaveTextContent('$15.92')
  expect(screen.getByText('Each week is charged at the shop’s prices of that week.')).toBeVisible()
  cleanup()
  render(<StandingOrderSummary standing={standing([bread], 199)} />)
  expect(screen.queryByText('Tax')).not.toBeInTheDocument()
})
