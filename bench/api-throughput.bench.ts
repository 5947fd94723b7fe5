import autocannon from 'autocannon'
import Fastify from 'fastify'
import { withBenchShop } from './bench-shop'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 20

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options })
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

/**
 * GET /api/products from PostgreSQL next to a bare Fastify route serving the same JSON from memory (the
 * ceiling on this machine), and placing orders end to end (validation, pricing, capacity, insert).
 */
export async function runApiThroughputBench(): Promise<void> {
  await withBenchShop('api', async ({ url: shopUrl, connection }) => {
    const productsJson = JSON.stringify(await (await fetch(`${shopUrl}/api/products`)).json())
    const bare = Fastify()
    bare.get('/api/products', (_, reply) => reply.type('application/json').send(productsJson))
    await bare.listen({ port: 0, host: '127.0.0.1' })
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`

    const memory = await load(`${bareUrl}/api/products`)
    const products = await load(`${shopUrl}/api/products`)
    console.info(`GET /api/products, bare Fastify from memory: ${memory.rps.toFixed(0)} req/s (p99 ${memory.p99} ms)`)
    console.info(`GET /api/products, the shop from PostgreSQL: ${products.rps.toFixed(0)} req/s (p99 ${products.p99} ms)`)
    console.info(`  ratio shop/bare: ${(products.rps / memory.rps).toFixed(2)}`)

    // One wide-open day so capacity never refuses during the run.
    const date = (await (await fetch(`${shopUrl}/api/available-dates`)).json())[0].date
    await connection.pool.query('update available_dates set max_orders = 10000000 where date = $1', [date])
    const customer = await (
      await fetch(`${shopUrl}/api/customers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench',
          email: 'b@example.com',
          phone: '9991112233',
          streetAddress: 'Calle 1 #2',
          colonia: 'Centro',
          city: 'Mérida',
          state: 'Yucatán',
          postalCode: '97000',
        }),
      })
    ).json()
    const order = {
      order: { customerId: customer.id, total: 470, pickupDate: date, pickupTime: '9:00 AM - 11:00 AM', isDelivery: false, paymentMethod: 'cash' },
      items: [
        { productId: 1, quantity: 2, price: 160, customizations: { breadFormat: 'sliced' } },
        { productId: 2, quantity: 1, price: 150, customizations: { quantity: '3' } },
      ],
    }
    const orders = await load(`${shopUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
    })
    const placed = (await connection.pool.query('select count(*)::int as n from orders')).rows[0].n
    console.info(
      `POST /api/orders (one transaction each): ${orders.rps.toFixed(0)} orders/s (p99 ${orders.p99} ms), ${placed} orders placed, non-2xx ${orders.non2xx}`,
    )

    // Catalogue reads while a flood of same-day orders runs beside them: what a customer browsing during a rush gets.
    const [duringFlood, flood] = await Promise.all([
      load(`${shopUrl}/api/products`),
      load(`${shopUrl}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) }),
    ])
    console.info(
      `GET /api/products during that flood: ${duringFlood.rps.toFixed(0)} req/s (p99 ${duringFlood.p99} ms), ${(duringFlood.rps / products.rps).toFixed(2)} of its solo rate; orders meanwhile ${flood.rps.toFixed(0)}/s, 5xx-free: ${flood.non2xx === 0}`,
    )

    await bare.close()
  })
}
