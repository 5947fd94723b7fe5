import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase, listenOver } from '../test-support/api-harness'
import { FIRST_VIEW_MARKER } from './first-view'

describeOnEachDatabase("the catalogue pages' first view", (shop) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-view-'))
  /** An instance serving a built page with the marker, as `npm start` serves dist/web. */
  let site: Awaited<ReturnType<typeof listenOver>>

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><head>${FIRST_VIEW_MARKER}</head><title>shop</title>`)
    site = await listenOver(shop.connection.db, () => shop.now, { WEB_DIST_DIR: dist })
  })
  afterAll(async () => {
    await site?.app.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  /** The JSON the shell reads from the page, and the page's Link header. */
  const firstView = async (page: string) => {
    const reply = await site.call('GET', page)
    expect(reply.status, page).toBe(200)
    const content = /<meta name="first-view" content="([^"]*)"/.exec(String(reply.body))?.[1] || 'null'
    return { data: JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')), link: reply.headers.get('link') ?? '' }
  }

  it("names a product's photo from the catalogue, and a staff edit at once, whether the API's answer is kept or not", async () => {
    const before = await firstView('/products/1')
    expect(before.data.photo).toMatchObject({ src: '/images/artisan-sourdough.svg', alt: 'Artisan Sourdough' })
    expect(before.link).toMatch(/^<\/images\/artisan-sourdough\.svg>; rel=preload; as=image; fetchpriority=high/)

    // The API's answer is now kept in memory; the page reads the same.
    const { id: _id, ...product } = (await site.call('GET', '/api/products/1')).body
    expect((await firstView('/products/1')).data.photo.alt).toBe('Artisan Sourdough')

    const cookie = await site.signIn()
    const renamed = { ...product, name: 'Pan de la casa', imageUrl: '/images/sourdough-2.svg' }
    expect((await site.call('PUT', '/api/products/1', renamed, { cookie })).status).toBe(200)
    expect((await firstView('/products/1')).data.photo).toMatchObject({ src: '/images/sourdough-2.svg', alt: 'Pan de la casa' })
    expect((await site.call('PUT', '/api/products/1', product, { cookie })).status).toBe(200)
  })

  it('gives the list its tabs and first row as the API lists them, and an unknown product nothing', async () => {
    await site.call('GET', '/api/products')
    const [list, products, categories] = await Promise.all([
      firstView('/products'),
      site.call('GET', '/api/products'),
      site.call('GET', '/api/categories'),
    ])
    expect(list.data.categories.map((category: { name: string }) => category.name)).toEqual(
      categories.body.map((category: { name: string }) => category.name),
    )
    expect(list.data.cards.map((card: { src: string }) => card.src)).toEqual(
      products.body.slice(0, 3).map((product: { imageUrl: string }) => product.imageUrl),
    )
    expect((await firstView('/products/424242')).data).toBeNull()
  })
})
