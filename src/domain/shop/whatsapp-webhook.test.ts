import { describe, expect, it } from 'vitest'
import { consentChange, readWebhook, serviceWindowEnd, statusAfterReport, whatsappWebhookSchema } from './whatsapp-webhook'

const receivedAt = new Date('2026-11-23T18:00:00Z')

describe('readWebhook', () => {
  it('reads statuses with their time and the failure reason, and customer messages with what they answer', () => {
    const payload = whatsappWebhookSchema.parse({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  { id: 'wamid.A', status: 'delivered', timestamp: '1795456800', recipient_id: '5219991234567' },
                  {
                    id: 'wamid.B',
                    status: 'failed',
                    timestamp: '1795456801',
                    errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'Receiver is incapable' } }],
                  },
                  { id: 'wamid.C', status: 'deleted' },
                ],
                messages: [
                  {
                    id: 'wamid.IN1',
                    from: '5219991234567',
                    timestamp: '1795456900',
                    type: 'text',
                    text: { body: 'BAJA' },
                    context: { id: 'wamid.A' },
                  },
                  { id: 'wamid.IN2', from: '5219991234567', type: 'image', image: { id: 'media' } },
                  { id: 'wamid.IN3', from: '5219991234567', type: 'image', image: { id: 'media', caption: 'Ya pagué, aquí el comprobante' } },
                  { id: 'wamid.IN4', from: '5219991234567', type: 'document', document: { id: 'media', filename: 'spei.pdf', caption: 'Pedido 42' } },
                ],
              },
            },
          ],
        },
      ],
    })
    expect(readWebhook(payload, receivedAt)).toEqual({
      statuses: [
        { providerMessageId: 'wamid.A', status: 'delivered', at: new Date(1795456800_000), error: null },
        {
          providerMessageId: 'wamid.B',
          status: 'failed',
          at: new Date(1795456801_000),
          error: 'code 131026: Message undeliverable: Receiver is incapable',
        },
      ],
      inbound: [
        { providerMessageId: 'wamid.IN1', from: '5219991234567', body: 'BAJA', at: new Date(1795456900_000), replyTo: 'wamid.A' },
        { providerMessageId: 'wamid.IN2', from: '5219991234567', body: '[image]', at: receivedAt, replyTo: null },
        { providerMessageId: 'wamid.IN3', from: '5219991234567', body: '[image] Ya pagué, aquí el comprobante', at: receivedAt, replyTo: null },
        { providerMessageId: 'wamid.IN4', from: '5219991234567', body: '[document] spei.pdf: Pedido 42', at: receivedAt, replyTo: null },
      ],
    })
  })

  it('takes the moment it arrived for a time no date can hold', () => {
    const status = { id: 'wamid.B', status: 'delivered', timestamp: '99999999999999', recipient_id: '5219991234567' }
    const payload = whatsappWebhookSchema.parse({ entry: [{ changes: [{ field: 'messages', value: { statuses: [status] } }] }] })
    expect(readWebhook(payload, receivedAt).statuses[0]?.at).toEqual(receivedAt)
  })

  it('reads nothing from other webhook fields (a template review)', () => {
    const payload = whatsappWebhookSchema.parse({ entry: [{ changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED' } }] }] })
    expect(readWebhook(payload, receivedAt)).toEqual({ statuses: [], inbound: [] })
  })
})

describe('statusAfterReport', () => {
  it.each([
    ['sent', 'delivered', 'delivered'],
    ['delivered', 'read', 'read'],
    ['sent', 'read', 'read'],
    ['read', 'delivered', null],
    ['delivered', 'sent', null],
    ['sent', 'failed', 'failed'],
    ['queued', 'failed', 'failed'],
    ['read', 'failed', null],
    ['failed', 'delivered', null],
  ] as const)('%s, then %s reported → %s', (current, reported, next) => {
    expect(statusAfterReport(current, reported)).toBe(next)
  })
})

describe('consentChange', () => {
  it.each([
    ['BAJA', 'out'],
    [' baja ', 'out'],
    ['Stop!', 'out'],
    ['STOP.', 'out'],
    ['Alta', 'in'],
    ['start', 'in'],
    ['Baja por favor', null],
    ['¿A qué hora abren?', null],
    ['', null],
  ] as const)('%j → %s', (body, change) => {
    expect(consentChange(body)).toBe(change)
  })
})

describe('serviceWindowEnd', () => {
  const now = new Date('2026-11-23T18:00:00Z')
  it('is open for 24 hours after the customer last wrote', () => {
    expect(serviceWindowEnd(new Date('2026-11-23T10:00:00Z'), now)).toEqual(new Date('2026-11-24T10:00:00Z'))
    expect(serviceWindowEnd(new Date('2026-11-22T17:59:00Z'), now)).toBeNull()
    expect(serviceWindowEnd(null, now)).toBeNull()
  })
})
