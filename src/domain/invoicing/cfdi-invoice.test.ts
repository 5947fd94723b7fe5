import { describe, expect, it } from 'vitest'
import { toCents, toPesos } from '../money'
import type { Order } from '../orders/order-schemas'
import { orderAmounts } from '../orders/tax-policy'
import { BAKERY_PRODUCT_KEY, type CfdiInvoice, cfdiInvoiceOf, cfdiRefusal } from './cfdi-invoice'

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
          tax_included: false,
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
          tax_included: false,
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

it('includes the tax the shop added at checkout, on top of the price paid before tax, and the form of payment of cash and card', () => {
  const taxed = cfdiInvoiceOf(request, { ...order, tax: 30.4, paymentMethod: 'card' } as Order)
  expect(taxed.items[0]?.product).toMatchObject({ price: 150, tax_included: false, taxes: [{ type: 'IVA', rate: 0.08 }] })
  expect(taxed.payment_form).toBe('04')
  expect(cfdiInvoiceOf(request, { ...order, paymentMethod: 'cash' } as Order).payment_form).toBe('01')
})

it('describes each concept as the customer chose it, in Spanish: the pack, the cake size and flavour, sliced', () => {
  const chosen = (customizations: Record<string, unknown>, names: [string, string | null]) => ({ ...item(3, 1, 290, names), customizations })
  const invoice = cfdiInvoiceOf(request, {
    ...order,
    items: [
      chosen({ quantity: 6, priceTier: '6 for $290' }, ['Weekly Special', 'Especial de la semana']),
      chosen({ size: '6"', flavor: 'Carrot', specialInstructions: 'Feliz cumple' }, ['Carrot Cake', 'Pastel de zanahoria']),
      chosen({ breadFormat: 'sliced' }, ['Artisan Sourdough', 'Pan de masa madre artesanal']),
      chosen({ breadFormat: 'whole' }, ['Artisan Sourdough', 'Pan de masa madre artesanal']),
    ],
  } as Order)
  expect(invoice.items.map((concept) => concept.product.description)).toEqual([
    'Especial de la semana, paquete de 6',
    'Pastel de zanahoria, 6" (15 cm), sabor zanahoria',
    'Pan de masa madre artesanal, rebanado',
    'Pan de masa madre artesanal',
  ])
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

/**
 * The CFDI's Total as Facturapi computes it from what the shop sends, in millionths of a peso: like the SAT, it keeps
 * six decimals per concept (a tax-included price is first broken down to its value before tax) and rounds to the
 * centavo only the SubTotal and the sum of the taxes (docs.facturapi.io, "Diferencia de un centavo en el CFDI").
 */
function cfdiTotalCents(invoice: CfdiInvoice): number {
  const MICRO = 1_000_000n
  const micro = (value: number) => BigInt(Math.round(value * 1_000_000))
  const roundDiv = (dividend: bigint, divisor: bigint) => (2n * dividend + divisor) / (2n * divisor)
  let subtotal = 0n
  let tax = 0n
  for (const { quantity, product } of invoice.items) {
    const rate = micro(product.taxes[0]?.rate ?? 0)
    const unitValue = product.tax_included ? roundDiv(micro(product.price) * MICRO, MICRO + rate) : micro(product.price)
    const amount = BigInt(quantity) * unitValue
    subtotal += amount
    tax += roundDiv(amount * rate, MICRO)
  }
  const centavo = 10_000n
  return Number(roundDiv(subtotal, centavo) + roundDiv(tax, centavo))
}

/** An order as the shop stores it with the tax added at checkout: the lines, the tax on their sum, the total charged. */
function orderWithAddedTax(lines: [quantity: number, price: number][], taxPercent: number): Order {
  const subtotalCents = lines.reduce((sum, [quantity, price]) => sum + quantity * toCents(price), 0)
  const amounts = orderAmounts(subtotalCents, { taxMode: 'added', taxPercent })
  return {
    ...order,
    items: lines.map(([quantity, price], index) => item(index + 1, quantity, price, [`Bread ${index + 1}`, null])),
    total: toPesos(amounts.totalCents),
    tax: toPesos(amounts.taxCents),
    taxPercent,
  } as Order
}

describe('the factura bills exactly what was charged when the shop adds tax at checkout', () => {
  it.each([
    [[[3, 37.9]], 16, 131.89],
    [[[3, 12.35]], 16, 42.98],
  ] as [[number, number][], number, number][])('%j at %s percent comes to %s, as charged', (lines, taxPercent, charged) => {
    const taxed = orderWithAddedTax(lines, taxPercent)
    expect(taxed.total).toBe(charged)
    expect(toPesos(cfdiTotalCents(cfdiInvoiceOf(request, taxed)))).toBe(charged)
  })

  const PRICES = [0.99, 12.35, 18.05, 37.9, 45.55, 99.99, 150, 233.33]
  const RATES = [16, 8, 8.25]
  const QUANTITIES = [1, 2, 3, 5, 7, 11, 24]

  it('for one line, over prices, quantities and rates', () => {
    for (const taxPercent of RATES) {
      for (const price of PRICES) {
        for (const quantity of QUANTITIES) {
          const taxed = orderWithAddedTax([[quantity, price]], taxPercent)
          expect(cfdiTotalCents(cfdiInvoiceOf(request, taxed)), `${quantity} × ${price} at ${taxPercent}%`).toBe(toCents(taxed.total))
        }
      }
    }
  })

  it('for orders of several lines', () => {
    for (const taxPercent of RATES) {
      for (const [first, second, third] of [
        [12.35, 37.9, 0.99],
        [18.05, 45.55, 99.99],
        [233.33, 12.35, 18.05],
        [37.9, 37.9, 150],
      ] as const) {
        for (const quantity of QUANTITIES) {
          const lines: [number, number][] = [
            [quantity, first],
            [(quantity % 4) + 1, second],
            [(quantity % 3) + 2, third],
          ]
          const taxed = orderWithAddedTax(lines, taxPercent)
          expect(cfdiTotalCents(cfdiInvoiceOf(request, taxed)), `${JSON.stringify(lines)} at ${taxPercent}%`).toBe(toCents(taxed.total))
        }
      }
    }
  })
})
