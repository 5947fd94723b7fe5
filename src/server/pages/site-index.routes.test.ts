import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'

describeOnEachDatabase('sitemap and robots', (shop) => {
  it('lists the public pages and every product at the address the shop is reached at', async () => {
    const reply = await fetch(`${shop.baseUrl}/sitemap.xml`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('application/xml')
    const xml = await reply.text()
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    const products = (await shop.call('GET', '/api/products')).body as { id: number }[]
    expect(listed).toEqual(
      expect.arrayContaining([`${shop.baseUrl}/`, `${shop.baseUrl}/terms`, ...products.map((product) => `${shop.baseUrl}/products/${product.id}`)]),
    )
    expect(listed.some((url) => url?.includes('/admin'))).toBe(false)
  })

  it('robots.txt keeps search engines out of the staff pages and the API and points at the sitemap', async () => {
    const text = await (await fetch(`${shop.baseUrl}/robots.txt`)).text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain(`Sitemap: ${shop.baseUrl}/sitemap.xml`)
  })
})
