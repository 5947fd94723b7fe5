import { transferReference } from '../../../domain/payments/transfer-instructions'
import type { PackingOrder } from '../../../domain/planning/production-sheet'
import { Card } from '../../components/ui/card'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useLineChoices } from '../../lib/use-line-choices'

/** Each order to pack, in pickup-window order, and a label for each bag (customer, number, window, items, paid or owed). */
export function PackingList({ orders }: { orders: PackingOrder[] }) {
  const { t } = useTranslation()
  return (
    <>
      <Card className="print:border-0 print:p-0 print:shadow-none">
        <h3 className="mb-3 text-lg font-semibold">{t('admin.production.packingList')}</h3>
        <ol className="grid gap-3">
          {orders.map((order) => (
            <li key={order.id} className="break-inside-avoid border-b border-stone-100 pb-3 dark:border-stone-800">
              <OrderLines order={order} />
            </li>
          ))}
        </ol>
      </Card>
      <section aria-labelledby="bag-labels" className="break-before-page">
        <h3 id="bag-labels" className="mb-3 text-lg font-semibold">
          {t('admin.production.labels')}
        </h3>
        <ul className="bag-labels grid gap-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2">
          {orders.map((order) => (
            <li key={order.id} className="break-inside-avoid rounded-lg border-2 border-dashed border-stone-400 p-3 dark:border-stone-600">
              <OrderLines order={order} label />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

function OrderLines({ order, label = false }: { order: PackingOrder; label?: boolean }) {
  const { t } = useTranslation()
  const { formatTimeSlot, formatPhone } = useFormatters()
  return (
    // What the customer typed wraps, even one long unbroken word: the sheet keeps to the page.
    <article aria-label={t('admin.production.orderLabel', { id: order.id, name: order.customerName })} className="grid gap-1 text-sm wrap-anywhere">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <strong className={label ? 'text-base' : undefined}>
          #{order.id} · {order.customerName}
        </strong>
        <span>{order.pickupTime ? formatTimeSlot(order.pickupTime) : ''}</span>
      </p>
      {/* On a delivery's label too: the driver calls from the door. */}
      {(!label || order.isDelivery) && <p className="text-stone-600 dark:text-stone-300">{formatPhone(order.customerPhone)}</p>}
      {order.isDelivery && <DeliveryLine order={order} />}
      <PackedItems items={order.items} />
      {order.specialInstructions && <p className="whitespace-pre-line italic">“{order.specialInstructions}”</p>}
      <PaymentLine order={order} />
    </article>
  )
}

/** Where a delivery goes, with the place on a map on screen (not on paper). */
export function DeliveryLine({ order }: { order: PackingOrder }) {
  const { t } = useTranslation()
  const address = order.deliveryAddress
  return (
    <p>
      {t('admin.production.deliverTo')} {address ?? t('admin.production.noAddress')}
      {address && (
        <>
          {' '}
          <NewTabLink
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
            className="font-medium text-crust-700 underline underline-offset-2 print:hidden dark:text-crust-300"
          >
            {t('admin.production.map')}
          </NewTabLink>
        </>
      )}
    </p>
  )
}

/**
 * Paid, or what is still to collect and how: the counter and the driver never ask a transfer customer for cash, and
 * can check the transfer's reference in the bank.
 */
export function PaymentLine({ order }: { order: PackingOrder }) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  // 'Cash', not the checkout's 'Cash on delivery': at the counter most orders are picked up.
  const method =
    order.paymentMethod === 'bank_transfer'
      ? t('admin.production.byTransfer', { reference: transferReference(order.id) })
      : t(order.paymentMethod === 'card' ? 'admin.production.byCard' : 'admin.production.byCash')
  if (order.owed > 0) {
    return <p className="font-semibold text-red-800 dark:text-red-300">{t('admin.production.owedBy', { amount: formatMoney(order.owed), method })}</p>
  }
  // Handed over and given back: nothing to collect, and nothing paid either.
  if (order.paymentStatus === 'refunded') {
    return <p className="font-semibold text-stone-700 dark:text-stone-300">{t('admin.production.refunded', { amount: formatMoney(order.total) })}</p>
  }
  return <p className="font-semibold text-green-800 dark:text-green-300">{t('admin.production.paid', { amount: formatMoney(order.total) })}</p>
}

/** An order's lines as they are packed: quantity, name and what the customer chose (format, pack, size, flavour). */
export function PackedItems({ items }: { items: PackingOrder['items'] }) {
  const text = useCatalogueText()
  const choicesOf = useLineChoices()
  return (
    <ul>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order
        <li key={index}>
          {item.quantity} × {text.name(item)}
          {choicesOf(item.customizations, item.price).map((choice) => (
            <span key={choice} className="whitespace-pre-line text-stone-600 dark:text-stone-300">
              {' '}
              · {choice}
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}
