import { FLAVOR_NAMES_ES, SIZE_CENTIMETRES } from '../catalog/customization-options'
import type { Order } from '../orders/order-schemas'
import type { InvoiceRequest } from './invoice-request-schemas'

/** SAT c_ClaveProdServ 50181900: "Pan y galletas y pastelitos dulces" — what a bakery sells. */
export const BAKERY_PRODUCT_KEY = '50181900'
/** SAT c_ClaveUnidad H87: "Pieza". */
const PIECE = 'H87'

/** SAT c_FormaPago for how the order was paid: cash 01, transfer 03, card 04. */
const PAYMENT_FORMS = { cash: '01', bank_transfer: '03', card: '04' } as const satisfies Record<Order['paymentMethod'], string>

export const paymentFormOf = (method: Order['paymentMethod']): string => PAYMENT_FORMS[method]

/**
 * Why a CFDI cannot be issued for the order yet, or null. The shop issues it as paid in one go (PUE), so only for an
 * order that went ahead and was paid: cash or a transfer is recorded first; a cancelled order has nothing to bill.
 */
export function cfdiRefusal(order: Pick<Order, 'status' | 'paymentStatus'>): 'invoice_order_cancelled' | 'invoice_order_unpaid' | null {
  if (isSaleUndone(order)) return 'invoice_order_cancelled'
  return order.paymentStatus === 'paid' ? null : 'invoice_order_unpaid'
}

/** The order was cancelled, or its money given back: no CFDI may say it was paid. */
export const isSaleUndone = (order: Pick<Order, 'status' | 'paymentStatus'>): boolean =>
  order.status === 'cancelled' || order.paymentStatus === 'refunded'

/**
 * An issued CFDI says its sale was paid (PUE): once the order is cancelled or refunded it must be cancelled at the SAT
 * (motive 03, the operation did not take place), and staff see it among what they have to do until it is cancelled.
 */
export const isCfdiToCancel = (requestStatus: string, order: Pick<Order, 'status' | 'paymentStatus'>): boolean =>
  requestStatus === 'issued' && isSaleUndone(order)

/** A line as the CFDI names it, in Spanish: the product, then the pack, cake size and flavour, or sliced, chosen. */
function conceptDescription(item: Order['items'][number]): string {
  const choices = item.customizations as Record<string, unknown>
  const size = typeof choices.size === 'string' ? choices.size : null
  const flavor = typeof choices.flavor === 'string' ? choices.flavor : null
  const details = [
    Number(choices.quantity) > 0 ? `paquete de ${Number(choices.quantity)}` : null,
    size ? (SIZE_CENTIMETRES[size] ? `${size} (${SIZE_CENTIMETRES[size]} cm)` : size) : null,
    flavor ? `sabor ${(FLAVOR_NAMES_ES[flavor] ?? flavor).toLowerCase()}` : null,
    choices.breadFormat === 'sliced' ? 'rebanado' : null,
  ].filter((detail) => detail !== null)
  return [item.productNameEs ?? item.productName ?? `Producto ${item.productId}`, ...details].join(', ')
}

/**
 * The CFDI 4.0 to issue for one order through Facturapi: the receiver as the customer gave their Constancia, one
 * concept per line at the line's price before tax, IVA on top (0% for bread unless the shop added tax at checkout),
 * and the form of payment. Paid in one go (PUE).
 *
 * The price goes without tax (`tax_included: false`) so the CFDI's total is what was charged: the order's tax is the
 * rate on the lines' sum rounded once to the centavo, and Facturapi, like the SAT, keeps each concept's tax to six
 * decimals (exact for a 2-decimal price at a percentage of at most 2 decimals) and rounds only their sum. A price with
 * the tax added and rounded per piece drifts by a centavo (3 × 37.90 at 16%: 131.89 charged, 131.88 billed).
 */
export function cfdiInvoiceOf(
  request: Pick<InvoiceRequest, 'rfc' | 'razonSocial' | 'codigoPostal' | 'regimenFiscal' | 'usoCfdi' | 'email'>,
  order: Order,
) {
  const ivaRate = order.tax > 0 ? order.taxPercent / 100 : 0
  return {
    customer: {
      legal_name: request.razonSocial,
      tax_id: request.rfc,
      tax_system: request.regimenFiscal,
      email: request.email,
      address: { zip: request.codigoPostal },
    },
    items: order.items.map((item) => ({
      quantity: item.quantity,
      product: {
        description: conceptDescription(item),
        product_key: BAKERY_PRODUCT_KEY,
        unit_key: PIECE,
        price: item.price,
        tax_included: false,
        taxes: [{ type: 'IVA', rate: ivaRate }],
      },
    })),
    use: request.usoCfdi,
    payment_form: PAYMENT_FORMS[order.paymentMethod],
    payment_method: 'PUE',
    folio_number: order.id,
  }
}
export type CfdiInvoice = ReturnType<typeof cfdiInvoiceOf>
