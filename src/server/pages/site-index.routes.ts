import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { robotsTxt, sitemapXml } from '../../domain/shop/site-pages'
import type { createProductService } from '../products/products.service'

type Products = Pick<ReturnType<typeof createProductService>, 'list'>

/** The address visitors reach the shop at, as the request came (behind TRUST_PROXY, as the proxy says it came). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/** GET /sitemap.xml (every public page and product) and GET /robots.txt, for search engines. */
export const siteIndexRoutes: FastifyPluginAsync<{ products: Products }> = async (app, { products }) => {
  app.get('/sitemap.xml', async (request, reply) => {
    const ids = (await products.list()).map((product) => product.id)
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(originOf(request), ids))
  })
  app.get('/robots.txt', (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(originOf(request))),
  )
}
