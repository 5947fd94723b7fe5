import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { Lock, ShieldCheck } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { toPesos } from '../../../domain/money'
import type { Order, PlacedOrder } from '../../../domain/orders/order-schemas'
import { PAYMENT_CURRENCY, UNPAID_CARD_HOLD_MINUTES } from '../../../domain/payments/payment-rules'
import type { CreatedPaymentIntent } from '../../../domain/payments/payment-schemas'
import { Button } from '../../components/ui/button'
import { useToast } from '../../components/ui/toaster'
import { toLanguage } from '../../i18n/i18n'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { useCartTotals } from '../../lib/use-cart-totals'
import { isAlreadyPaid } from './order-refusals'

type StripeCardFormProps = {
  publishableKey: string
  placeOrder: () => Promise<PlacedOrder>
  onPaid: (order: PlacedOrder) => void
  /** The amount of an order already placed (a pay link); by default, the cart's total. */
  amountCents?: number
  /** Stripe's methods the shop offers: the card, and OXXO and SPEI when settings say so. */
  methods?: string[]
}

/** Past this, a Stripe.js that has not arrived is treated as not loading at all (offline, blocked). */
const STRIPE_LOAD_TIMEOUT_MS = 15_000

function loadStripeWithin(publishableKey: string, timeoutMs: number): Promise<Stripe | null> {
  return Promise.race([
    loadStripe(publishableKey),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Stripe.js did not load in time')), timeoutMs)),
  ])
}

function SecureNotice() {
  const { t } = useTranslation()
  return (
    <div className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('cardPayment.secureTitle')}</p>
        <p className="text-sm">{t('cardPayment.secureText')}</p>
      </div>
    </div>
  )
}

function InlineError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  )
}

type FormLayoutProps = {
  amountCents: number
  ready: boolean
  processing: boolean
  children?: ReactNode
  error?: string | null
  notice?: string | null
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

/** The same frame whether or not Stripe loaded: notice, amount, card element slot, terms and the button. */
function CardFormLayout({ amountCents, ready, processing, children, error, notice, onSubmit }: FormLayoutProps) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const label = processing ? t('cardPayment.processing') : ready ? t('cardPayment.payNow') : t('cardPayment.paySecurely')
  return (
    <form className="grid gap-4" onSubmit={onSubmit ?? ((event) => event.preventDefault())} aria-busy={processing}>
      <SecureNotice />
      <p className="flex items-baseline justify-between text-stone-700 dark:text-stone-300">
        <span>{t('cardPayment.amount')}</span>
        <span className="font-semibold text-lg text-stone-900 dark:text-stone-100">{formatMoney(toPesos(amountCents))}</span>
      </p>
      {children}
      {error && <InlineError message={error} />}
      {notice && (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {notice}
        </p>
      )}
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('cardPayment.holdNote', { minutes: UNPAID_CARD_HOLD_MINUTES })}</p>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('cardPayment.terms')}</p>
      <Button type="submit" size="lg" disabled={!ready || processing}>
        <Lock className="h-4 w-4" aria-hidden />
        {label}
      </Button>
    </form>
  )
}

type ReadyFormProps = Omit<StripeCardFormProps, 'publishableKey'> & { amountCents: number }

/** The order as the shop has it now, read when its payment cannot be set up; null when it cannot be read. */
function currentState(order: PlacedOrder): Promise<Pick<Order, 'status' | 'paymentStatus'> | null> {
  return api.get<Order>(`/api/orders/${order.id}?token=${encodeURIComponent(order.accessToken)}`).catch(() => null)
}

function ReadyCardForm({ amountCents, placeOrder, onPaid }: ReadyFormProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const stripe = useStripe()
  const elements = useElements()
  const [elementReady, setElementReady] = useState(false)
  const [processing, setProcessing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const placed = useRef<PlacedOrder | null>(null)

  /**
   * The money is taken (`succeeded`) or on its way: on to the confirmation. Only Stripe's signed webhook marks the
   * order paid; the browser just reports what it saw.
   */
  function finish(order: PlacedOrder, succeeded: boolean) {
    if (succeeded) {
      toast({ title: t('cardPayment.successTitle'), description: t('cardPayment.successText'), variant: 'success' })
    } else {
      setNotice(t('cardPayment.processingNotice'))
      toast({ title: t('cardPayment.pendingTitle'), description: t('cardPayment.pendingText') })
    }
    onPaid(order)
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements || !elementReady) {
      setError(t('cardPayment.notInitialized'))
      return
    }
    setProcessing(true)
    setError(null)
    setNotice(null)
    try {
      const checked = await elements.submit()
      if (checked.error) {
        setError(checked.error.message ?? t('cardPayment.providerErrorInline'))
        return
      }
      let order: PlacedOrder | null = null
      let intent: CreatedPaymentIntent | undefined
      for (let attempt = 1; !intent; attempt++) {
        // The order is placed only now, when the customer pays; a retry after a decline reuses it.
        if (!placed.current) {
          try {
            placed.current = await placeOrder()
          } catch {
            return // the checkout page has already shown 'Order Failed'
          }
        }
        order = placed.current
        try {
          // The server charges the order's stored total; `amount` is only informative.
          intent = await api.post<CreatedPaymentIntent>('/api/create-payment-intent', {
            orderId: order.id,
            token: order.accessToken,
            amount: toPesos(amountCents),
          })
        } catch (error) {
          const current = (error as { status?: number }).status === 409 ? await currentState(order) : null
          // A declined card left for more than UNPAID_CARD_HOLD_MINUTES: its order was given up meanwhile. Placed anew, once.
          if (attempt === 1 && current?.status === 'cancelled') {
            placed.current = null
            continue
          }
          // Stripe took the money but its answer never reached this page: the payment is done, not to be set up again.
          if (isAlreadyPaid(error)) {
            finish(order, current?.paymentStatus === 'paid')
            return
          }
          toast({ title: t('cardPayment.setupFailedTitle'), description: t('cardPayment.setupFailedText'), variant: 'destructive' })
          return
        }
      }
      if (!order) return
      const returnUrl = `${window.location.origin}/order-confirmation/${order.id}?token=${encodeURIComponent(order.accessToken)}`
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      })
      if (result.error) {
        setError(result.error.message ?? t('cardPayment.providerErrorInline'))
        toast({ title: t('cardPayment.failedTitle'), description: result.error.message ?? t('cardPayment.failedText'), variant: 'destructive' })
        return
      }
      finish(order, result.paymentIntent.status === 'succeeded')
    } catch {
      setError(t('cardPayment.unexpected'))
    } finally {
      setProcessing(false)
    }
  }

  return (
    <CardFormLayout
      amountCents={amountCents}
      ready={Boolean(stripe && elements && elementReady)}
      processing={processing}
      error={error}
      notice={notice}
      onSubmit={pay}
    >
      <div className="rounded-lg border border-stone-300 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setElementReady(true)} />
      </div>
    </CardFormLayout>
  )
}

type LoadState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' }

/**
 * Loads Stripe.js, then shows Stripe's own card element (card numbers never touch our page or server).
 * The order and its PaymentIntent are created on 'Pay Now' (Stripe's deferred-intent flow), so opening
 * the tab books nothing. If Stripe.js cannot load, the button stays 'Pay Securely' and disabled.
 */
export function StripeCardForm({ publishableKey, placeOrder, onPaid, amountCents: orderAmountCents, methods = ['card'] }: StripeCardFormProps) {
  const { t, i18n } = useTranslation()
  const { totals } = useCartTotals()
  // The total the summary shows; the server charges the order's stored total, computed by the same rule. It follows
  // the cart (a price refused at 'Pay Now' reloads the catalogue and reprices it; another tab may change it), and
  // Elements takes the new amount; an emptied cart (the order paid) keeps the last one.
  const live = orderAmountCents ?? totals?.totalCents
  const [amountCents, setAmountCents] = useState(live)
  if (live !== undefined && live !== amountCents && (live > 0 || amountCents === undefined)) setAmountCents(live)
  const [load, setLoad] = useState<LoadState>({ status: 'loading' })

  useEffect(() => {
    let current = true
    loadStripeWithin(publishableKey, STRIPE_LOAD_TIMEOUT_MS).then(
      (stripe) => current && setLoad(stripe ? { status: 'ready', stripe } : { status: 'failed' }),
      () => current && setLoad({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [publishableKey])

  if (amountCents === undefined) return <CardFormLayout amountCents={0} ready={false} processing={false} notice={t('cardPayment.loading')} />
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    return <CardFormLayout amountCents={0} ready={false} processing={false} error={t('cardPayment.invalidAmount')} />
  }
  if (load.status !== 'ready') {
    return (
      <CardFormLayout
        amountCents={amountCents}
        ready={false}
        processing={false}
        error={load.status === 'failed' ? t('cardPayment.notInitialized') : null}
        notice={load.status === 'loading' ? t('cardPayment.loading') : null}
      />
    )
  }
  return (
    <Elements
      stripe={load.stripe}
      options={{
        mode: 'payment',
        amount: amountCents,
        currency: PAYMENT_CURRENCY,
        // Must match the PaymentIntent the server creates (the same setting decides both).
        allowedPaymentMethodTypes: methods,
        // Stripe's own texts and card errors in the shop's language, as set when the form opens.
        locale: toLanguage(i18n.language) === 'es' ? 'es-419' : 'en',
        // Stripe draws the card fields in its own frame: match the shop's theme at the moment the form opens.
        appearance: { theme: document.documentElement.classList.contains('dark') ? 'night' : 'stripe' },
      }}
    >
      <ReadyCardForm amountCents={amountCents} placeOrder={placeOrder} onPaid={onPaid} />
    </Elements>
  )
}
