import sharp from 'sharp'
import { expect, it } from 'vitest'
import { MAX_PHOTO_BYTES } from '../../domain/catalog/product-photos'
import { describeOnEachDatabase } from '../test-support/api-harness'

/** A real PNG photo of the given size: a gradient, so the encoder has something to encode. */
async function pngPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7) % 256
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'

describeOnEachDatabase('product photos', (shop) => {
  const upload = async (body: BodyInit, headers: Record<string, string>) => {
    const response = await fetch(`${shop.baseUrl}/api/photos`, { method: 'POST', body, headers: { origin: shop.baseUrl, ...headers } })
    return { status: response.status, body: await response.json() }
  }
  const multipartPhoto = (bytes: Buffer, name: string, type: string) => {
    const form = new FormData()
    form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name)
    return form
  }

  it('turns an uploaded PNG into WebP photos the shop serves from its own origin, cached for a year', async () => {
    const cookie = await shop.signIn()
    const stored = await upload(multipartPhoto(await pngPhoto(1600, 1200), 'hogaza.png', 'image/png'), { cookie })
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ width: 1200, height: 900, url: expect.stringMatching(/^\/photos\/[a-f0-9]+-1200\.webp$/) })

    for (const [url, width] of [
      [stored.body.url, 1200],
      [stored.body.smallUrl, 480],
    ] as const) {
      const served = await fetch(shop.baseUrl + url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toContain('immutable')
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(isWebp(bytes)).toBe(true)
      expect((await sharp(bytes).metadata()).width).toBe(width)
    }

    // Staff then give the product that address; the catalogue serves it to everyone.
    const product = (await shop.call('GET', '/api/products/1')).body
    const updated = await shop.call('PUT', '/api/products/1', { ...product, imageUrl: stored.body.url }, { cookie })
    expect(updated.status).toBe(200)
    expect((await shop.call('GET', '/api/products/1')).body.imageUrl).toBe(stored.body.url)
    await shop.call('PUT', '/api/products/1', product, { cookie })
  })

  it('takes the photo as the raw body too, and a smaller photo is never enlarged', async () => {
    const cookie = await shop.signIn()
    const stored = await upload(new Uint8Array(await pngPhoto(300, 200)), { cookie, 'content-type': 'image/png' })
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ width: 300, height: 200 })
  })

  it('refuses a text file named .png (400), other types (415), more than 5 MB (413) and anonymous uploads (401); stores nothing', async () => {
    const before = await shop.count('photos')
    const cookie = await shop.signIn()
    const text = Buffer.from('this is not a picture, only text\n'.repeat(20))
    const renamed = await upload(multipartPhoto(text, 'photo.png', 'image/png'), { cookie })
    expect(renamed.status).toBe(400)
    expect(renamed.body).toMatchObject({ code: 'validation', errors: [{ path: 'photo' }] })
    expect((await upload(new Uint8Array(text), { cookie, 'content-type': 'image/png' })).status).toBe(400)
    // A PNG header followed by garbage is not a photo either.
    const broken = Buffer.concat([(await pngPhoto(10, 10)).subarray(0, 16), text])
    expect((await upload(new Uint8Array(broken), { cookie, 'content-type': 'image/png' })).status).toBe(400)
    expect((await upload(new Uint8Array(text), { cookie, 'content-type': 'text/plain' })).status).toBe(415)

    const huge = Buffer.alloc(MAX_PHOTO_BYTES + 1024, 1)
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect((await upload(multipartPhoto(huge, 'huge.png', 'image/png'), { cookie })).status).toBe(413)
    expect((await upload(new Uint8Array(huge), { cookie, 'content-type': 'image/png' })).status).toBe(413)

    expect((await upload(multipartPhoto(await pngPhoto(20, 20), 'a.png', 'image/png'), {})).status).toBe(401)
    expect(await shop.count('photos')).toBe(before)
    expect((await fetch(`${shop.baseUrl}/photos/${'a'.repeat(32)}-480.webp`)).status).toBe(404)
  })
})
