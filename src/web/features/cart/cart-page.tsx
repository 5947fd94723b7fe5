import { useRef } from 'react'
import { Link } from 'wouter'
import { toPesos } from '../../../domain/money'
import { cartQuantity } from '../../../domain/orders/cart'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { useTranslation } from '../../i18n/use-translation'
import { cart } from '../../lib/cart-store'
import { useFormatters } from '../../lib/format'
import { useCartTotals } from '../../lib/use-cart-totals'
import { useCurrentCart } from '../../lib/use-current-cart'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CartLineRow } from './cart-line-row'
import { CartNotice } from './cart-notice'
import { CartSummaryCard } from './cart-summary-card'
import { EmptyCart } from './empty-cart'

export function CartPage() {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  useCurrentCart()
  const { lines, taxPolicy, totals, taxPercent } = useCartTotals('cart')
  useDocumentTitle(t('cart.title', { count: cartQuantity(lines) }))
  const heading = useRef<HTMLHeadingElement>(null)
  // The button pressed goes away with its line (or the whole list): focus goes to the heading, which says what is left,
  // rather than falling to the page. After the confirm dialog's own focus return, hence the next task.
  const focusHeading = () => window.setTimeout(() => heading.current?.focus())
  const changed = useChangedSinceShown(lines)
  // What the checkout will charge: without the spec's tax line, which the cart alone shows.
  const chargedCents = taxPolicy?.taxMode === 'cart_only' ? totals?.subtotalCents : undefined
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold text-crust-900 outline-none dark:text-crust-100">
        {t('cart.title', { count: cartQuantity(lines) })}
      </h1>
      {/* Read out after each change (a quantity, a line removed); silent when the page opens. */}
      <p role="status" className="sr-only">
        {changed && totals ? t('cart.holds', { count: cartQuantity(lines), total: formatMoney(toPesos(chargedCents ?? totals.totalCents)) }) : ''}
      </p>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_340px]">
          <div className="grid content-start gap-4">
            <ul className="grid gap-4">
              {lines.map((line, index) => (
                <CartLineRow key={`${line.id}-${JSON.stringify(line.customizations)}`} line={line} index={index} onRemoved={focusHeading} />
              ))}
            </ul>
            <div className="flex flex-wrap justify-between gap-3">
              <Button variant="secondary" asChild>
                <Link href="/products">{t('cart.continueShopping')}</Link>
              </Button>
              <ConfirmDialog
                trigger={<Button variant="ghost">{t('cart.clear')}</Button>}
                title={t('cart.confirmTitle')}
                description={t('cart.confirmText')}
                cancelLabel={t('cart.cancel')}
                confirmLabel={t('cart.clear')}
                onConfirm={() => {
                  cart.clear()
                  focusHeading()
                }}
              />
            </div>
          </div>
          <div className="grid content-start gap-4">
            <CartSummaryCard
              totals={totals}
              taxPercent={taxPercent}
              pricesIncludeTax={taxPolicy?.taxMode === 'included'}
              chargedCents={chargedCents}
            />
            <CartNotice />
          </div>
        </div>
      )}
    </main>
  )
}

/** Whether `value` changed since the page first showed it. */
function useChangedSinceShown(value: unknown): boolean {
  const first = useRef(value)
  return first.current !== value
}
