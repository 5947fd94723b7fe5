import { lazy, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { useToast } from '../components/ui/toaster'
import { withTexts } from '../i18n/i18n'
import { useTranslation } from '../i18n/use-translation'
import { useCart } from '../lib/cart-store'

const CheckoutPage = lazy(() =>
  withTexts(import('../features/checkout/checkout-page'), ['errors', 'regulars']).then((m) => ({ default: m.CheckoutPage })),
)

/**
 * /checkout: a visit with an empty cart goes back to the cart at once, before the checkout's code loads (the
 * checkout page itself handles a cart emptied later).
 */
export function CheckoutRoute() {
  const { t } = useTranslation()
  const toast = useToast()
  const [, navigate] = useLocation()
  const lines = useCart()
  const [emptyOnArrival] = useState(lines.length === 0)
  useEffect(() => {
    if (!emptyOnArrival) return
    toast({ title: t('checkout.emptyCartTitle'), description: t('checkout.emptyCartText'), variant: 'warning' })
    navigate('/cart', { replace: true })
  }, [emptyOnArrival, navigate, t, toast])
  return emptyOnArrival ? null : <CheckoutPage />
}
