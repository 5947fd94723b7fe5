import fc from 'fast-check'
import { expect, it } from 'vitest'
import { registeredRoutes } from './plugins/security'
import { describeOnEachDatabase } from './test-support/api-harness'
import { BUSINESS_TABLES } from './test-support/order-fixtures'

/** Fixed, so a failure is the same failure on the next run (fast-check prints the seed and path to replay). */
const SEED = 20_261_124
const RUNS_PER_ROUTE = 120

/** Routes that read their raw bytes (signed webhooks): fuzzed by their own signature tests. */
const SKIPPED = new Set(['/api/stripe/webhook'])

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } }

const nasty = fc.constantFrom('', ' ', '\u0000', 'x'.repeat(10_000), '<script>', "'; drop table orders; --", '%00', '9'.repeat(40), '😀')
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e12, Number.MAX_SAFE_INTEGER, 2_147_483_648, 0.001))

/** A value shaped like `schema` wants, often a little wrong: the mistakes a careless or hostile client makes. */
function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as ZodLike | undefined)?._zod?.def
  if (!def || depth > 6) return fc.jsonValue()
  const inner = (key: string) => arbitraryFor(def[key], depth + 1)
  const shaped = (() => {
    switch (def.type) {
      case 'object': {
        const shape = def.shape as Record<string, unknown>
        return fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, depth + 1)])), {
          requiredKeys: [],
        })
      }
      case 'array':
        return fc.array(inner('element'), { maxLength: 4 })
      case 'string':
        return fc.oneof(fc.string({ maxLength: 40 }), nasty)
      case 'number':
        return anyNumber
      case 'boolean':
        return fc.boolean()
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, string>))
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]))
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
      case 'catch':
        return fc.oneof(inner('innerType'), fc.constant(null), fc.constant(undefined))
      case 'pipe':
        return inner('in')
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryFor(option, depth + 1)))
      case 'record':
        return fc.dictionary(fc.string({ maxLength: 8 }), inner('valueType'), { maxKeys: 3 })
      default:
        return fc.jsonValue()
    }
  })()
  // Now and then anything at all in place of the field.
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) })
}

/** The run contract's own 503s: card payments or WhatsApp not configured in this shop. Anything else 5xx is a bug. */
function isDeliberate(status: number, body: string): boolean {
  return status === 503 && /"code":"(payments_unavailable|messaging_unavailable)"/.test(body)
}

const idLike = fc.oneof(fc.constantFrom('1', '2', '3', '999999', '0', '-1', '0x1', '1e0', 'abc', '%00', '2147483648'), fc.nat().map(String))

describeOnEachDatabase('requests generated from the route schemas', (shop) => {
  it('never answer 5xx, and a refused request writes nothing', async () => {
    const cookie = await shop.signIn()
    const counts = async () => {
      const result = await shop.connection.pool.query(
        `select ${BUSINESS_TABLES.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ')}`,
      )
      return result.rows[0] as Record<string, number>
    }
    const routes = registeredRoutes(shop.app).filter(
      (route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.url.startsWith('/api/') && !SKIPPED.has(route.url),
    )
    expect(routes.length).toBeGreaterThan(20)
    const failures: string[] = []
    // The counts after a refused request are the counts before the next one (it wrote nothing): read once, not twice.
    let known: Record<string, number> | undefined
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(arbitraryFor(route.body), idLike, fc.boolean(), async (body, id, asStaff) => {
          const url = route.url.replace(/:\w+/g, encodeURIComponent(id))
          const before = known ?? (await counts())
          const reply = await shop.app.inject({
            method: route.method as 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(asStaff ? { cookie } : {}) },
            payload: body === undefined ? '' : JSON.stringify(body),
          })
          const broken = reply.statusCode >= 500 && !isDeliberate(reply.statusCode, reply.body)
          if (broken) failures.push(`${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${reply.statusCode} ${reply.body.slice(0, 200)}`)
          known = reply.statusCode >= 400 ? await counts() : undefined
          if (known) expect(known, `${route.method} ${url} wrote despite ${reply.statusCode}`).toEqual(before)
          return !broken
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      )
    }
    expect(failures).toEqual([])
  }, 300_000)
})
