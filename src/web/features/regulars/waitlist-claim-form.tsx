import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { toPesos } from '../../../domain/money'
import { unitPriceCents } from '../../../domain/orders/pricing'
import { orderAmounts } from '../../../domain/orders/tax-policy'
import { DEFAULT_PICKUP_WINDOWS, defaultWindowLabel, windowLabel } from '../../../domain/planning/pickup-windows'
import { claimLines } from '../../../domain/regulars/waitlist-rules'
import type { WaitlistEntryView } from '../../../domain/regulars/waitlist-schemas'
import { Button } from '../../components/ui/button'
import { Field, FormAlert } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { WeeklyPaymentChoice } from '../../components/weekly-payment-choice'
import { useTranslation } from '../../i18n/use-translation'
import { cart, useCart } from '../../lib/cart-store'
import { useCodeText } from '../../lib/code-text'
import { useFormatters } from '../../lib/format'
import { productQueries } from '../../lib/queries/catalogue'
import { settingsQueries } from '../../lib/queries/settings'
import { waitlistMutations } from '../../lib/queries/waitlist'
import { useCartTotals } from '../../lib/use-cart-totals'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useOfferedPayment } from '../../lib/use-offered-payment'

/**
 * Turns the held units into an order: how to pay and when to pick up. An entry for a place on the day (no product)
 * orders what the cart holds.
 */
export function WaitlistClaimForm({ entry, token }: { entry: WaitlistEntryView; token: string }) {
  const { t } = useTranslation()
  const { formatTimeSlot, formatMoney } = useFormatters()
  const text = useCatalogueText()
  const codeText = useCodeText('waitlist.page.errors')
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const settings = useQuery(settingsQueries.shop())
  const windows = settings.data?.pickupWindows ?? DEFAULT_PICKUP_WINDOWS
  const cartLines = useCart()
  const payment = useOfferedPayment('cash')
  const [pickupTime, setPickupTime] = useState<string>()
  const claim = useMutation(waitlistMutations.claim(queryClient, entry.id))
  const forDay = entry.productId === null
  const totalCents = useClaimTotal(entry)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const items = forDay ? cartLines.map((line) => ({ productId: line.id, quantity: line.quantity, customizations: line.customizations })) : undefined
    claim.mutate(
      { token, paymentMethod: payment.paymentMethod, pickupTime: pickupTime ?? defaultWindowLabel(windows), ...(items ? { items } : {}) },
      {
        onSuccess: ({ orderId, accessToken }) => {
          // The cart became the order, as at checkout: left full, it would be ordered twice.
          if (forDay) cart.clear()
          navigate(`/order-confirmation/${orderId}?token=${encodeURIComponent(accessToken)}`)
        },
      },
    )
  }
  if (forDay && cartLines.length === 0) {
    return (
      <div className="grid gap-3">
        <p>{t('waitlist.page.emptyCart')}</p>
        <Button asChild variant="secondary" className="justify-self-start">
          <Link href="/products">{t('waitlist.page.toProducts')}</Link>
        </Button>
      </div>
    )
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      {forDay && (
        <div className="grid gap-1">
          <p className="text-sm">{t('waitlist.page.cartItems')}</p>
          <ul className="list-inside list-disc text-sm">
            {cartLines.map((line) => (
              <li key={`${line.id}-${JSON.stringify(line.customizations)}`}>
                {t('regulars.manage.itemLine', { count: line.quantity, name: text.name(line) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* What the order will cost, before it is placed: the held units at today's price, or the cart, as the shop taxes them. */}
      {totalCents !== undefined && (
        <p className="font-semibold tabular-nums">{t('waitlist.page.total', { amount: formatMoney(toPesos(totalCents)) })}</p>
      )}
      <WeeklyPaymentChoice name="claim-payment" legend={t('waitlist.page.payment')} payment={payment} />
      <Field label={t('waitlist.page.pickupTime')}>
        <Select value={pickupTime ?? defaultWindowLabel(windows)} onChange={(event) => setPickupTime(event.target.value)}>
          {windows.map((window) => (
            <option key={windowLabel(window)} value={windowLabel(window)}>
              {formatTimeSlot(windowLabel(window))}
            </option>
          ))}
        </Select>
      </Field>
      <FormAlert>{claim.error && codeText(claim.error)}</FormAlert>
      <Button type="submit" size="lg" className="justify-self-start" disabled={claim.isPending}>
        {claim.isPending ? t('waitlist.page.claiming') : t('waitlist.page.claim')}
      </Button>
    </form>
  )
}

/** The claim's total as the server will price it: the held line (claimLines) at today's price, or the cart's lines. */
function useClaimTotal(entry: WaitlistEntryView): number | undefined {
  const catalogue = useQuery(productQueries.list())
  const cartWithTotals = useCartTotals('checkout')
  if (entry.productId === null) return cartWithTotals.lines.length > 0 ? cartWithTotals.totals?.totalCents : undefined
  const { taxPolicy } = cartWithTotals
  const priced = claimLines(entry, undefined).map((line) => {
    const product = catalogue.data?.find((candidate) => candidate.id === line.productId)
    return product && unitPriceCents(product, line.customizations) * line.quantity
  })
  if (!taxPolicy || priced.some((cents) => cents === undefined)) return undefined
  return orderAmounts(
    priced.reduce<number>((sum, cents) => sum + (cents ?? 0), 0),
    taxPolicy,
  ).totalCents
}
