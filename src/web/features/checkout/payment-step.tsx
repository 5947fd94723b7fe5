import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { PlacedOrder } from '../../../domain/orders/order-schemas'
import type { PaymentMethod } from '../../../domain/orders/order-status'
import { acceptsBankTransfer } from '../../../domain/payments/payment-rules'
import type { IsoDate } from '../../../domain/schedule/calendar-dates'
import { Button } from '../../components/ui/button'
import { FocusHeading } from '../../components/ui/focus-heading'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useTranslation } from '../../i18n/use-translation'
import { settingsQueries } from '../../lib/queries/settings'
import { BankTransferDetails } from './bank-transfer-details'
import { CardPaymentTab } from './card-payment-tab'
import { unansweredOrder } from './use-checkout-progress'
import { WhatsappConsent } from './whatsapp-consent'

type PaymentStepProps = {
  placeOrder: (paymentMethod: PaymentMethod, options: { whatsappOptIn: boolean }) => Promise<PlacedOrder | undefined>
  onPaid: (order: PlacedOrder) => void
  placing: boolean
  onBack: () => void
  /** The number the shop would write to (the customer's WhatsApp, else their phone); null hides the consent box. */
  whatsappNumber: string | null
  /** The day chosen at step 1 (what Stripe's methods may be offered depends on it). */
  pickupDate: IsoDate | null
}

export function PaymentStep({ placeOrder: placeWith, onPaid, placing, onBack, whatsappNumber, pickupDate }: PaymentStepProps) {
  const { t } = useTranslation()
  const settings = useQuery(settingsQueries.shop())
  const [whatsappOptIn, setWhatsappOptIn] = useState(false)
  // A request sent and not answered (a reload, another tab, a closed one): it may have been placed. The next tap sends
  // it again with its key, which answers that order rather than placing another.
  const [unanswered] = useState(() => unansweredOrder.read() !== null)
  const placeOrder = (paymentMethod: PaymentMethod) => placeWith(paymentMethod, { whatsappOptIn: whatsappOptIn && whatsappNumber !== null })
  // While the settings load the details show as they arrive; only a shop known to have no CLABE says no.
  const bankReady = !settings.data || acceptsBankTransfer(settings.data)
  const placeButton = (paymentMethod: PaymentMethod) => (
    <Button size="lg" disabled={placing} onClick={() => void placeOrder(paymentMethod)}>
      {placing ? t('checkout.payment.placing') : t('checkout.payment.placeOrder')}
    </Button>
  )
  const placeCardOrder = async () => {
    const order = await placeOrder('card')
    if (!order) throw new Error(t('checkout.payment.failedDefault'))
    return order
  }
  return (
    <div className="grid gap-6">
      <FocusHeading className="text-xl font-semibold">{t('checkout.step3')}</FocusHeading>
      {unanswered && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('checkout.payment.unanswered', { button: t('checkout.payment.placeOrder') })}
        </p>
      )}
      {whatsappNumber && <WhatsappConsent number={whatsappNumber} checked={whatsappOptIn} onCheckedChange={setWhatsappOptIn} />}
      <Tabs defaultValue="cash">
        <TabsList aria-label={t('checkout.payment.methods')} layout="grid" className="grid-cols-3">
          <TabsTrigger value="cash">{t('checkout.payment.cash')}</TabsTrigger>
          <TabsTrigger value="card">{t('checkout.payment.card')}</TabsTrigger>
          <TabsTrigger value="bank">{t('checkout.payment.bank')}</TabsTrigger>
        </TabsList>
        <TabsContent value="cash" className="grid gap-4">
          <p>{t('checkout.payment.cashText')}</p>
          {placeButton('cash')}
        </TabsContent>
        <TabsContent value="card" className="grid gap-4">
          <CardPaymentTab placeOrder={placeCardOrder} onPaid={onPaid} pickupDate={pickupDate} />
        </TabsContent>
        <TabsContent value="bank" className="grid gap-4">
          {bankReady ? (
            <>
              <p>{t('checkout.payment.bankText')}</p>
              <BankTransferDetails />
              {placeButton('bank_transfer')}
            </>
          ) : (
            // Until the shop has a CLABE there is nowhere to send the money: no order is taken this way.
            <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {t('checkout.payment.bankUnavailable')}
            </p>
          )}
        </TabsContent>
      </Tabs>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('checkout.payment.back')}
        </Button>
      </div>
    </div>
  )
}
