import { expect, it } from 'vitest'
import type { Order } from '../orders/order-schemas'
import { BAKERY_PRODUCT_KEY, cfdiInvoiceOf, cfdiRefusal } from './cfdi-invoice'

const request = {
  rfc: 'EKU9003173C9',
  razonSocial: 'ESCUELA KEMPER URGATE',
  codigoPostal: '42501',
  regimenFiscal: '601',
  usoCfdi: 'G03',
  email: 'facturas@example.mx',
}
const item = (id: number, quantity: number, price: number, names: [string, string | null]) => ({
  id,
  orderId: 9,
  productId: id,
  productName: names[0],
  productNameEs: names[1],
  quantity,
  price,
  customizations: {},
})
const order = {
  id: 9,
  total: 380,
  tax: 0,
  taxPercent: 8,
  paymentMethod: 'bank_transfer',
  items: [item(1, 2, 150, ['Artisan Sourdough', 'Pan de masa madre artesanal']), item(2, 1, 80, ['Cookies', null])],
} as unknown as Order

it('bills each line as paid, bread at 0% IVA, to the receiver on the Constancia, paid by transfer in one go', () => {
  expect(cfdiInvoiceOf(request, order)).toEqual({
    customer: {
      legal_name: 'ESCUELA KEMPER URGATE',
      tax_id: 'EKU9003173C9',
      tax_system: '601',
      email: 'facturas@example.mx',
      address: { zip: '42501' },
    },
    items: [
      {
        quantity: 2,
        product: {
          description: 'Pan de masa madre artesanal',
          product_key: BAKERY_PRODUCT_KEY,
          unit_key: 'H87',
          price: 150,
          tax_included: true,
          taxes: [{ type: 'IVA', rate: 0 }],
        },
      },
      {
        quantity: 1,
        product: {
          description: 'Cookies',
          product_key: BAKERY_PRODUCT_KEY,
          unit_key: 'H87',
          price: 80,
          tax_included: true,
          taxes: [{ type: 'IVA', rate: 0 }],
        },
      },
    ],
    use: 'G03',
    payment_form: '03',
    payment_method: 'PUE',
    folio_number: 9,
  })
})

it('includes the tax the shop added at checkout, and the form of payment of cash and card', () => {
  const taxed = cfdiInvoiceOf(request, { ...order, tax: 30.4, paymentMethod: 'card' } as Order)
  expect(taxed.items[0]?.product).toMatchObject({ price: 162, taxes: [{ type: 'IVA', rate: 0.08 }] })
  expect(taxed.payment_form).toBe('04')
  expect(cfdiInvoiceOf(request, { ...order, paymentMethod: 'cash' } as Order).payment_form).toBe('01')
})

it.each([
  ['a paid order', 'confirmed', 'paid', null],
  ['a paid order handed over', 'completed', 'paid', null],
  ['an order still to pay', 'pending', 'unpaid', 'invoice_order_unpaid'],
  ['a card payment that failed', 'pending', 'failed', 'invoice_order_unpaid'],
  ['a cancelled order', 'cancelled', 'paid', 'invoice_order_cancelled'],
  ['a refunded order', 'completed', 'refunded', 'invoice_order_cancelled'],
] as const)('a CFDI for %s (%s, %s)', (_case, status, paymentStatus, refusal) => {
  expect(cfdiRefusal({ status, paymentStatus })).toBe(refusal)
})
