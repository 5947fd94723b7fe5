import sharp from 'sharp'
import { beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { placeTransferOrder } from '../test-support/order-fixtures'

const ACCOUNT = { bankName: 'BBVA México', bankClabe: '002180000118359710', bankBeneficiary: 'Masa Madre Mérida SA de CV' }

describeOnEachDatabase('a transfer receipt’s type', (shop) => {
  let png: Buffer
  beforeAll(async () => {
    const cookie = await shop.signIn()
    await shop.connection.pool.query('update available_dates set max_orders = 1000')
    expect((await shop.call('PUT', '/api/settings', ACCOUNT, { cookie })).status).toBe(200)
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
  })

  async function sender() {
    const order = await placeTransferOrder(shop)
    const url = `${shop.baseUrl}/api/orders/${order.id}/receipt?token=${order.accessToken}`
    return async (body: BodyInit, type: string) => {
      const reply = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body })
      return { status: reply.status, body: await reply.json() }
    }
  }

  it('answers 415 for a type outside JPEG, PNG, WebP and PDF, even an image, storing nothing', async () => {
    const send = await sender()
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .gif()
      .toBuffer()
    for (const [bytes, type] of [
      [gif, 'image/gif'],
      [png, 'image/svg+xml'],
      [png, 'application/zip'],
    ] as const) {
      const refused = await send(new Uint8Array(bytes), type)
      expect(refused.status, type).toBe(415)
      expect(refused.body, type).toMatchObject({ code: 'unsupported_media_type' })
    }
    expect(await shop.count('payment_receipts')).toBe(0)
  })

  it('answers 400 when the bytes are not the type that was sent, storing nothing', async () => {
    const send = await sender()
    for (const [body, type] of [
      ['%PDF-1.7\n%âãÏÓ\n', 'image/png'],
      [new Uint8Array(png), 'application/pdf'],
      [new Uint8Array(png), 'image/jpeg'],
      ['not really a png', 'image/png'],
    ] as const) {
      const refused = await send(body, type)
      expect(refused.status, type).toBe(400)
      expect(refused.body.errors, type).toMatchObject([{ path: 'receipt' }])
    }
    expect(await shop.count('payment_receipts')).toBe(0)
  })

  it('takes a receipt whose bytes are the type sent, however the header is written', async () => {
    const send = await sender()
    expect(await send(new Uint8Array(png), 'Image/PNG; name=receipt.png')).toMatchObject({ status: 201, body: { contentType: 'image/png' } })
    expect(await send('%PDF-1.7\n%âãÏÓ\n', 'application/pdf')).toMatchObject({ status: 201, body: { contentType: 'application/pdf' } })
  })
})
