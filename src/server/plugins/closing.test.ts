import net from 'node:net'
import { expect, it } from 'vitest'
import { buildApp } from '../app'
import { describeOnEachDatabase, TEST_TIMEZONE } from '../test-support/api-harness'

/** Everything the shop writes back on one connection until it closes it. */
function answersOn(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('close', () => resolve(answer))
    socket.on('error', () => {})
  })
}

describeOnEachDatabase('a shop that is closing (a deploy, a restart)', (shop) => {
  it('refuses a request that still arrives on an open connection in its own words: 503 "restarting"', async () => {
    const app = await buildApp({ db: shop.connection.db, config: { BAKERY_TIMEZONE: TEST_TIMEZONE, WEB_DIST_DIR: '/nonexistent' } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1')
    const answers = answersOn(socket)
    const body = JSON.stringify({ email: 'ana@example.mx' })
    // A request under way (its body still coming) when the shop starts closing, then one more on the same connection.
    const underWay = new Promise((resolve) => app.server.once('request', resolve))
    socket.write(`POST /api/newsletter HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`)
    await underWay
    const closed = app.close()
    socket.write(`${body}GET /api/products HTTP/1.1\r\nHost: shop\r\n\r\n`)
    await closed
    const replies = (await answers).split(/(?=HTTP\/1\.1 )/)
    expect(replies).toHaveLength(2)
    const last = replies[1] ?? ''
    expect(last).toMatch(/^HTTP\/1\.1 503/)
    // As the contract's limits do: when to try again (another instance, or this one restarted).
    expect(last).toMatch(/\r\nretry-after: 1\r\n/i)
    expect(JSON.parse(last.slice(last.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'unavailable',
      key: 'restarting',
      message: 'The shop is restarting. Please try again in a moment.',
      errors: [],
    })
  })
})
