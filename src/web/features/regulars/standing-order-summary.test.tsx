import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { settingsQueries } from '../../lib/queries/settings'
import { createQueryClient } from '../../lib/query-client'
import { aStaffStandingOrder } from '../../lib/standing-order-test-fixture'
import { StandingOrderSummary } from './standing-order-summary'

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(cleanup)

/** The customer's view of a standing order: the staff fixture without what only staff read. */
const standing = (items: StandingOrderView['items'], totalPerWeek: number): StandingOrderView => {
  const { customer: _customer, customerPath: _path, ...view } = aStaffStandingOrder({ items, totalPerWeek, language: 'en' })
  return view
}

const bread = { productId: 3, name: 'Country Loaf', nameEs: null, quantity: 1, customizations: {}, price: 199 }

it('shows the tax the shop adds as its own line, so each time adds up, and says the week’s prices apply', () => {
  const queryClient = createQueryClient()
  queryClient.setQueryData(settingsQueries.shop().queryKey, { taxMode: 'added', taxPercent: 8 } as never)
  render(
    <QueryClientProvider client={queryClient}>
      <StandingOrderSummary standing={standing([bread], 214.92)} />
    </QueryClientProvider>,
  )
  const tax = screen.getByText('Tax (8%)').closest('li')
  expect(tax).toHaveTextContent('$15.92')
  expect(screen.getByText('Each week is charged at the shop’s prices of that week.')).toBeVisible()
  cleanup()
  render(
    <QueryClientProvider client={queryClient}>
      <StandingOrderSummary standing={standing([bread], 199)} />
    </QueryClientProvider>,
  )
  expect(screen.queryByText(/Tax/)).not.toBeInTheDocument()
})
