import { useQuery } from '@tanstack/react-query'
import { type CartLine, type CartTotals, cartTotals } from '../../domain/orders/cart'
import { DEFAULT_TAX_POLICY, shownTaxPercent, type TaxPolicy } from '../../domain/orders/tax-policy'
import { useCart } from './cart-store'
import { settingsQueries } from './queries/settings'

export type CartWithTotals = {
  lines: CartLine[]
  taxPolicy: TaxPolicy | undefined
  totals: CartTotals | undefined
  /** The rate of the page's tax line; 0 when the page shows none. */
  taxPercent: number
}

/**
 * The cart's amounts under the owner's tax setting, as `page` shows them; undefined until the setting is known, so
 * no page shows a total it would not charge. If the setting cannot be read the default is assumed: the server
 * recomputes the total and refuses an order whose total differs, so a wrong guess never becomes a charge.
 */
export function useCartTotals(page: 'cart' | 'checkout' = 'checkout'): CartWithTotals {
  const lines = useCart()
  const settings = useQuery(settingsQueries.shop())
  const taxPolicy = settings.data
    ? { taxMode: settings.data.taxMode, taxPercent: settings.data.taxPercent }
    : settings.isError
      ? DEFAULT_TAX_POLICY
      : undefined
  return {
    lines,
    taxPolicy,
    totals: taxPolicy ? cartTotals(lines, taxPolicy, page) : undefined,
    taxPercent: taxPolicy ? shownTaxPercent(taxPolicy, page) : 0,
  }
}
