import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { transferReference } from '../payments/transfer-instructions'
import { REGULAR_NOTICE_KINDS, REGULAR_TEMPLATES } from '../regulars/regular-notices'
import {
  automaticNotice,
  customerChatText,
  type MessageOrder,
  type MessageShop,
  messageFacts,
  noticeKey,
  noticeKindOf,
  statusTemplate,
  TEMPLATE_FOOTER,
  TEMPLATE_KINDS,
  templateMessage,
  templatesFor,
  WHATSAPP_TEMPLATES,
} from './whatsapp-templates'

const shop: MessageShop = { shopAddress: 'Calle 60 #491, Centro, Mérida', bankName: 'BBVA México', bankClabe: '002180000118359710' }
const order: MessageOrder = {
  id: 42,
  customerName: '  María   González ',
  pickupDate: '2026-11-24',
  pickupTime: '9:00 AM - 11:00 AM',
  isDelivery: false,
  deliveryAddress: null,
  total: 380,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  language: 'es',
}

describe('templateMessage', () => {
  it('fills "received" in Spanish with the number, the day with its weekday, the window, the place, the total and how to pay', () => {
    const message = templateMessage('received', order, shop)
    expect(message).toMatchObject({ name: 'order_received', languageCode: 'es_MX' })
    expect(message.parameters).toEqual([
      'María',
      '42',
      'martes, 24 de noviembre',
      '9:00 a.m. – 11:00 a.m.',
      'Recoger en Calle 60 #491, Centro, Mérida',
      '$380.00 MXN',
      'Efectivo al recoger',
    ])
    expect(message.text).toBe(
      '¡Gracias, María! Recibimos tu pedido #42.\nDía: martes, 24 de noviembre\nHorario: 9:00 a.m. – 11:00 a.m.\n' +
        'Dónde: Recoger en Calle 60 #491, Centro, Mérida\nTotal: $380.00 MXN\nPago: Efectivo al recoger\n' +
        'Te avisaremos por aquí cuando lo confirmemos.\n\nResponde BAJA para no recibir más avisos.',
    )
  })

  it('writes in English for an English order, with the transfer details to pay', () => {
    const message = templateMessage('confirmed', { ...order, language: 'en', paymentMethod: 'bank_transfer', total: 1234.5 }, shop)
    expect(message.languageCode).toBe('en_US')
    expect(message.parameters.slice(2)).toEqual([
      'Tuesday, November 24',
      '9:00 AM - 11:00 AM',
      'Pickup at Calle 60 #491, Centro, Mérida',
      '$1,234.50 MXN',
      `SPEI transfer to CLABE 002180000118359710 (BBVA México), concept (concepto): ${transferReference(42)}`,
    ])
    expect(message.text.endsWith('\n\nReply STOP to stop these messages.')).toBe(true)
  })

  it('says "ready for pickup" at the shop, and "on its way" to the delivery address', () => {
    const pickup = templateMessage('ready', order, shop)
    expect(pickup.name).toBe('order_ready_pickup')
    expect(pickup.text).toContain('ya está listo para recoger.\nDónde: Calle 60 #491, Centro, Mérida')
    const delivery = { ...order, isDelivery: true, deliveryAddress: 'Calle 20 #100, Itzimná', paymentStatus: 'paid' as const }
    const onItsWay = templateMessage('on_its_way', delivery, shop)
    expect(onItsWay.name).toBe('order_on_its_way')
    expect(onItsWay.text).toContain('ya va en camino.\nDirección: Calle 20 #100, Itzimná')
    expect(onItsWay.parameters.at(-1)).toBe('Pagado')
  })

  it('keeps parameters on one line, as Meta requires', () => {
    const message = templateMessage('on_its_way', { ...order, isDelivery: true, deliveryAddress: 'Calle 20\n#100\t\tItzimná     Mérida' }, shop)
    expect(message.parameters[2]).toBe('Calle 20 #100 Itzimná Mérida')
  })

  it.each(TEMPLATE_KINDS)('gives %s exactly the parameters its body names, in both languages', (kind) => {
    for (const language of ['es', 'en'] as const) {
      const body = WHATSAPP_TEMPLATES[kind].body[language]
      const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map(([, n]) => Number(n))
      expect(numbers).toEqual(WHATSAPP_TEMPLATES[kind].params.map((_, index) => index + 1))
      expect(body).not.toMatch(/^\{\{|\}\}$/)
      expect(templateMessage(kind, { ...order, language }, shop).parameters).toHaveLength(numbers.length)
    }
  })
})

describe('the time to pay a transfer', () => {
  const transfer = { ...order, paymentMethod: 'bank_transfer', transferPayBy: '2026-11-30T07:28:00.000Z' } as const
  it("tells the customer by when to send it, in the bakery's time and their language", () => {
    const payment = (language: 'es' | 'en') =>
      templateMessage('received', { ...transfer, language }, { ...shop, timeZone: 'America/Merida' }).parameters[6]
    expect(payment('es')).toBe(
      'Transferencia SPEI a la CLABE 002180000118359710 (BBVA México), concepto: MM00422, antes del lunes, 30 de noviembre, 1:28 a.m.',
    )
    expect(payment('en')).toBe(
      'SPEI transfer to CLABE 002180000118359710 (BBVA México), concept (concepto): MM00422, by Monday, November 30 at 1:28 AM',
    )
  })
  it('says nothing of a time to pay once it is paid', () => {
    expect(templateMessage('confirmed', { ...transfer, paymentStatus: 'paid' }, shop).parameters[6]).toBe('Pagado')
  })
})

describe('a refunded order', () => {
  const refunded = { ...order, paymentMethod: 'bank_transfer', paymentStatus: 'refunded' } as const
  it('that still goes ahead is paid again where it is handed over, as the counter expects', () => {
    expect(messageFacts({ ...refunded, status: 'confirmed' }, shop).payment).toBe('Reembolsado; se paga al recoger')
    expect(messageFacts({ ...refunded, status: 'ready', isDelivery: true, language: 'en' }, shop).payment).toBe('Refunded; paid again on delivery')
  })
  it('handed over or cancelled owes nothing more', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(messageFacts({ ...refunded, status }, shop).payment).toBe('Reembolsado')
    }
  })
})

describe('templatesFor', () => {
  const going = { isDelivery: false } as const
  it.each([
    ['pending', going, ['received', 'confirmed', 'moved', 'ready', 'reminder']],
    ['ready', { isDelivery: true }, ['received', 'confirmed', 'moved', 'on_its_way', 'reminder']],
    ['cancelled', going, ['cancelled']],
    ['completed', going, []],
  ] as const)('offers staff for a %s order nothing that contradicts it', (status, order, kinds) => {
    expect(templatesFor({ ...order, status })).toEqual(kinds)
  })
})

describe('customerChatText', () => {
  it('is the customer telling the shop about their order, in their language', () => {
    expect(customerChatText({ ...order, language: 'en', isDelivery: true, deliveryAddress: 'Calle 20 #100' }, shop)).toBe(
      'Hello, I just placed order #42.\nDay: Tuesday, November 24\nTime: 9:00 AM - 11:00 AM\nWhere: Delivery to Calle 20 #100\n' +
        'Total: $380.00 MXN\nPayment: Cash on delivery',
    )
  })

  it('ends with the order’s private link when given, so the chat keeps the way back to it', () => {
    const link = 'https://pan.example.mx/order-confirmation/42?token=abc'
    expect(customerChatText(order, shop, link).split('\n').at(-1)).toBe(`Mi pedido: ${link}`)
    expect(
      customerChatText({ ...order, language: 'en' }, shop, link)
        .split('\n')
        .at(-1),
    ).toBe(`My order: ${link}`)
  })

  it('names a delivery to the saved address as such, not as a dash (the order link never shows that address)', () => {
    const saved = { ...order, isDelivery: true, deliveryAddress: null }
    expect(customerChatText(saved, shop)).toContain('Dónde: Entrega a domicilio en tu dirección guardada')
    expect(customerChatText({ ...saved, language: 'en' }, shop)).toContain('Where: Delivery to your saved address')
  })

  it('keeps what the customer typed on its own line: an address cannot add a Total or Payment line', () => {
    const typed = { ...order, isDelivery: true, deliveryAddress: 'Calle 10 #2\nTotal: $1.00\r\nPago: PAGADO\n\n' }
    const lines = customerChatText(typed, shop).split('\n')
    expect(lines.filter((line) => line.startsWith('Total:'))).toEqual(['Total: $380.00 MXN'])
    expect(lines).toContain('Dónde: Entrega a domicilio en Calle 10 #2 Total: $1.00 Pago: PAGADO')
  })
})

describe('automaticNotice', () => {
  const cash = { isDelivery: false, paymentMethod: 'cash', paymentStatus: 'unpaid', status: 'pending' } as const
  const card = { ...cash, paymentMethod: 'card' } as const
  it.each([
    ['placing a cash order', { type: 'placed' }, cash, 'received'],
    ['placing an unpaid card order', { type: 'placed' }, card, null],
    ['a card order paid', { type: 'paid' }, { ...card, paymentStatus: 'paid' }, 'received'],
    ['a card order paid after staff confirmed it', { type: 'paid' }, { ...card, paymentStatus: 'paid', status: 'preparing' }, 'confirmed'],
    ['a card delivery paid once ready', { type: 'paid' }, { ...card, paymentStatus: 'paid', status: 'ready', isDelivery: true }, 'on_its_way'],
    ['a card order paid after it was collected', { type: 'paid' }, { ...card, paymentStatus: 'paid', status: 'completed' }, null],
    ['a cash order marked paid', { type: 'paid' }, { ...cash, paymentStatus: 'paid' }, null],
    ['confirming', { type: 'status', from: 'pending', to: 'confirmed' }, cash, 'confirmed'],
    ['a pickup ready', { type: 'status', from: 'preparing', to: 'ready' }, cash, 'ready'],
    ['a delivery ready', { type: 'status', from: 'confirmed', to: 'ready' }, { ...cash, isDelivery: true }, 'on_its_way'],
    ['cancelling', { type: 'status', from: 'confirmed', to: 'cancelled' }, cash, 'cancelled'],
    ['cancelling an unpaid card order', { type: 'status', from: 'pending', to: 'cancelled' }, card, null],
    // The customer last heard "cancelled": a reopened order is theirs again.
    ['reopening a cancelled order', { type: 'status', from: 'cancelled', to: 'pending' }, cash, 'received'],
    ['moving an order back to pending', { type: 'status', from: 'confirmed', to: 'pending' }, cash, null],
    ['a card order whose card failed, ready', { type: 'status', from: 'confirmed', to: 'ready' }, { ...card, paymentStatus: 'failed' }, null],
    // Refunded yet going ahead (the counter collects): the customer hears of it as of any order.
    ['a refunded card order, ready', { type: 'status', from: 'confirmed', to: 'ready' }, { ...card, paymentStatus: 'refunded' }, 'ready'],
    ['preparing', { type: 'status', from: 'confirmed', to: 'preparing' }, cash, null],
    ['completing', { type: 'status', from: 'ready', to: 'completed' }, cash, null],
    ['the same status again', { type: 'status', from: 'confirmed', to: 'confirmed' }, cash, null],
  ] as const)('%s → %s', (_, event, notice, kind) => {
    expect(automaticNotice(event, notice)).toBe(kind)
  })
})

describe('statusTemplate', () => {
  const order = { isDelivery: false, paymentMethod: 'cash', paymentStatus: 'unpaid' } as const
  it.each([
    ['pending', false, 'received'],
    ['confirmed', false, 'confirmed'],
    ['preparing', false, 'confirmed'],
    ['ready', false, 'ready'],
    ['ready', true, 'on_its_way'],
    ['cancelled', false, 'cancelled'],
    ['completed', false, null],
  ] as const)('an order %s (delivery: %s) → %s', (status, isDelivery, kind) => {
    expect(statusTemplate({ ...order, status, isDelivery })).toBe(kind)
  })
  it('has none for a card order not paid yet', () => {
    expect(statusTemplate({ ...order, paymentMethod: 'card', status: 'pending' })).toBeNull()
    expect(statusTemplate({ ...order, paymentMethod: 'card', paymentStatus: 'paid', status: 'pending' })).toBe('received')
  })
})

describe('noticeKey', () => {
  it('allows one message of each kind per order, and one reminder per pickup day', () => {
    expect(noticeKey('confirmed', '2026-11-24')).toBe('confirmed')
    expect(noticeKey('reminder', '2026-11-24')).toBe('reminder:2026-11-24')
    expect(noticeKey('confirmed', '2026-11-24', 1)).toBe('confirmed#1')
    expect(noticeKey('reminder', '2026-11-24', 1)).toBe('reminder:2026-11-24')
    expect(['confirmed#1', 'reminder:2026-11-24', 'cancelled'].map(noticeKindOf)).toEqual(['confirmed', 'reminder', 'cancelled'])
  })
})

describe('docs/whatsapp-templates.md', () => {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/whatsapp-templates.md'), 'utf8')
  it.each(TEMPLATE_KINDS)('lists %s with its name, both bodies exactly as sent, and the footers', (kind) => {
    const template = WHATSAPP_TEMPLATES[kind]
    expect(doc).toContain(`\`${template.name}\``)
    for (const language of ['es', 'en'] as const) {
      expect(doc).toContain(`\`\`\`\n${template.body[language]}\n\`\`\``)
      expect(doc).toContain(TEMPLATE_FOOTER[language])
    }
  })
  it.each(REGULAR_NOTICE_KINDS)('lists the %s notice with its name and both bodies exactly as sent', (kind) => {
    const template = REGULAR_TEMPLATES[kind]
    expect(doc).toContain(`### \`${template.name}\``)
    for (const language of ['es', 'en'] as const) expect(doc).toContain(`\`\`\`\n${template.body[language]}\n\`\`\``)
  })
})
