import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../test-support/api-harness'
import { registeredRoutes } from './security'

/** ':id' in a route is '{id}' in OpenAPI. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

describeOnEachDatabase(
  'the API document',
  (shop) => {
    it('lists every /api route the server answers, with the same methods, and nothing else', async () => {
      const reply = await shop.call('GET', '/api/openapi.json')
      expect(reply.status).toBe(200)
      expect(reply.body.openapi).toBe('3.1.0')
      const documented = Object.entries(reply.body.paths as Record<string, Record<string, unknown>>)
        .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
        .sort()
      const served = registeredRoutes(shop.app)
        .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !['/api/openapi.json', '/api/docs'].includes(route.url))
        .map((route) => `${route.method} ${openApiPath(route.url)}`)
      expect(documented).toEqual([...new Set(served)].sort())
    })

    it('describes requests from the schemas that check them, and says which routes need the staff session', async () => {
      const { body } = await shop.call('GET', '/api/openapi.json')
      const placeOrder = body.paths['/api/orders'].post
      const placeOrderBody = placeOrder.requestBody.content['application/json'].schema
      expect(Object.keys(placeOrderBody.properties)).toEqual(['order', 'items', 'newCustomer'])
      expect(placeOrderBody.required).toEqual(['order', 'items'])
      expect(placeOrder.security).toBeUndefined()
      expect(body.paths['/api/orders'].get.security).toEqual([{ session: [] }])
      expect(body.paths['/api/orders/{id}/invoice-request'].post.requestBody.content['application/json'].schema.required).toEqual(
        expect.arrayContaining(['rfc', 'razonSocial', 'codigoPostal', 'regimenFiscal', 'usoCfdi']),
      )
    })

    it('has a page to read at /api/docs that names every path', async () => {
      const page = await fetch(`${shop.baseUrl}/api/docs`)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await page.text()
      const { body } = await shop.call('GET', '/api/openapi.json')
      for (const path of Object.keys(body.paths)) expect(html).toContain(`<code>${path}</code>`)
    })
  },
  { seed: false },
)
