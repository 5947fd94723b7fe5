import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { PlacedOrder } from '../../../domain/orders/order-schemas'
import type { PaymentMethod } from '../../../domain/orders/order-status'
import { isChoosable } from '../../../domain/schedule/choosable-days'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { cart, useCart } from '../../lib/cart-store'
import { forgetSentOrders } from '../../lib/checkout-session'
import { useErrorText } from '../../lib/error-text'
import { choosePickupDay, usePickupDay } from '../../lib/pickup-day'
import { useCurrentCart } from '../../lib/use-current-cart'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CheckoutSteps } from './checkout-steps'
import { CheckoutSummary } from './checkout-summary'
import { DateStep } from './date-step'
import { orderFailureText } from './order-failure-text'
import { isRefusedForDay, isRefusedForStock, isRefusedForWindow, isWindowWithdrawn } from './order-refusals'
import { messageNumber } from './saved-customer'
import { useBookableDays } from './use-bookable-days'
import { useCheckoutProgress } from './use-checkout-progress'
import { usePlaceOrder } from './use-place-order'
import { WeeklySpecialBanner } from './weekly-special-banner'

// Steps 2 and 3 (the customer's form, payment with Stripe) load right after the page first shows, not before it.
const loadCustomerStep = () => import('./customer-step')
const loadPaymentStep = () => import('./payment-step')
const CustomerStep = lazy(() => loadCustomerStep().then((module) => ({ default: module.CustomerStep })))
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })))

export function CheckoutPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  useDocumentTitle(t('checkout.title'))
  const toast = useToast()
  const [, navigate] = useLocation()
  const { tookOut } = useCurrentCart()
  const lines = useCart()
  const { step, date, customer, draft, goTo, setDate, setDraft, finish } = useCheckoutProgress()
  const { placeOrder, isPending, holdsDay, releaseHeld } = usePlaceOrder()
  const leaving = useRef(false)
  const { days } = useBookableDays()
  // A day that filled up after it was chosen (a refused order refreshes the availability) is chosen no more:
  // step 1 and the summary then ask for a date again instead of offering a day that cannot be booked. The place
  // this checkout's own card order holds does not count: that day is full of the customer's order.
  if (date.pickupDate && days && !isChoosable(date.pickupDate, days) && !holdsDay(date.pickupDate)) setDate({ ...date, pickupDate: undefined })
  // Back on the calendar, the customer's own unpaid card order would make its day look full: it is given up.
  useEffect(() => {
    if (step === 1) void releaseHeld()
  }, [step, releaseHeld])
  // The day the visitor shopped for in the catalogue, once, if the cart can have it.
  const pickupDay = usePickupDay()
  const startedOnPickupDay = useRef(false)
  if (!startedOnPickupDay.current && days) {
    startedOnPickupDay.current = true
    if (!date.pickupDate && pickupDay && isChoosable(pickupDay, days)) setDate({ ...date, pickupDate: pickupDay })
  }
  // Why the checkout came back to the calendar (the day filled up meanwhile), until another day is chosen.
  const [dayNotice, setDayNotice] = useState<string>()
  const chooseDate = (choice: typeof date) => {
    if (choice.pickupDate) {
      choosePickupDay(choice.pickupDate)
      setDayNotice(undefined)
    }
    setDate(choice)
  }

  useEffect(() => {
    void loadCustomerStep()
    void loadPaymentStep()
  }, [])

  useEffect(() => {
    if (lines.length === 0 && !leaving.current) {
      // The checkout starts over with another cart: a request sent for this one is not sent again.
      forgetSentOrders()
      // Emptied because the bakery no longer offers what it held: the toast saying which products stays on screen.
      if (!tookOut) toast({ title: t('checkout.emptyCartTitle'), description: t('checkout.emptyCartText'), variant: 'warning' })
      navigate('/cart', { replace: true })
    }
  }, [lines.length, navigate, t, toast, tookOut])

  const requireDate = () => {
    toast({ title: t('checkout.date.requiredTitle'), description: t('checkout.date.requiredText'), variant: 'destructive' })
    goTo(1)
  }

  // The window filled after it was chosen while the day still has places (or the shop no longer offers it): the
  // customer picks another time.
  const chooseWindowAgain = (error: unknown) => {
    const text = isWindowWithdrawn(error) ? 'checkout.date.windowGoneText' : 'checkout.date.windowFilledText'
    toast({ title: t('checkout.date.windowFilledTitle'), description: t(text), variant: 'destructive' })
    goTo(1, { date: { ...date, pickupTime: undefined } })
  }

  // The day (or a product on it) filled up meanwhile: the spec's failure toast, and the customer back at the calendar
  // with the day unchosen, the cart kept, and why said there in their words.
  const chooseDayAgain = (error: unknown, next: string) => {
    toast({ title: t('checkout.payment.failedTitle'), description: orderFailureText(error, t), variant: 'destructive' })
    setDayNotice(`${errorText(error as Error)} ${next}`)
    goTo(1, { date: { ...date, pickupDate: undefined, pickupTime: undefined } })
  }

  const showConfirmation = (order: PlacedOrder) => {
    leaving.current = true
    finish()
    navigate(`/order-confirmation/${order.id}?token=${encodeURIComponent(order.accessToken)}`)
    cart.clear()
  }

  const place = async (paymentMethod: PaymentMethod, { whatsappOptIn }: { whatsappOptIn: boolean }): Promise<PlacedOrder | undefined> => {
    const { pickupDate } = date
    if (!pickupDate) {
      requireDate()
      return undefined
    }
    if (!customer) {
      goTo(2)
      return undefined
    }
    try {
      const order = await placeOrder({ paymentMethod, date: { ...date, pickupDate }, customer, whatsappOptIn })
      // The order answered decides, not the tab: after a lost answer it is the one placed then, perhaps paid otherwise,
      // and the customer is told so.
      if (order.paymentMethod !== paymentMethod) {
        const method = t(`confirmation.paymentMethod.${order.paymentMethod}`)
        toast({ title: t('checkout.payment.placedBeforeTitle'), description: t('checkout.payment.placedBeforeText', { method }), variant: 'warning' })
      }
      if (order.paymentMethod === 'card') return order
      showConfirmation(order)
    } catch (error) {
      if (isRefusedForWindow(error)) chooseWindowAgain(error)
      else if (isRefusedForDay(error)) chooseDayAgain(error, t('checkout.date.cartKept'))
      else if (isRefusedForStock(error)) chooseDayAgain(error, t('checkout.date.stockNext'))
      else toast({ title: t('checkout.payment.failedTitle'), description: orderFailureText(error, t), variant: 'destructive' })
    }
    return undefined
  }

  if (lines.length === 0) return null
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">{t('checkout.title')}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="grid content-start gap-6">
          <CheckoutSteps current={step} />
          {/* Not while paying: the card form charges the cart as it was when the payment step opened. */}
          {step !== 3 && <WeeklySpecialBanner />}
          {step === 1 && (
            <DateStep
              choice={date}
              notice={dayNotice}
              onChange={chooseDate}
              onMissingDate={requireDate}
              onConfirm={(confirmed) => goTo(2, { date: confirmed })}
            />
          )}
          <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
            {step === 2 && (
              <CustomerStep
                initial={customer}
                draft={draft}
                onDraft={setDraft}
                isDelivery={date.isDelivery}
                onBack={() => goTo(1)}
                onContinue={(details) => goTo(3, { customer: details })}
              />
            )}
            {step === 3 && (
              <PaymentStep
                placeOrder={place}
                onPaid={showConfirmation}
                placing={isPending}
                onBack={() => goTo(2)}
                whatsappNumber={customer && messageNumber(customer)}
                pickupDate={date.pickupDate ?? null}
              />
            )}
          </Suspense>
        </div>
        <aside aria-label={t('checkout.summary.title')} className="lg:sticky lg:top-24 lg:self-start">
          <CheckoutSummary date={date} />
        </aside>
      </div>
    </main>
  )
}
