import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type GraphRequest = {
  path: string
  authorization: string | undefined
  body: { to?: string; type?: string; text?: { body?: string } } & Record<string, unknown>
}

/** How the fake answers one request: a status with a Graph-shaped body, or never (a hung connection). */
export type GraphBehaviour = { status: number; error?: { message: string; code: number } } | 'hang'

export type FakeWhatsapp = {
  /** Give this to the shop as WHATSAPP_API_BASE. */
  url: string
  token: string
  phoneNumberId: string
  requests: GraphRequest[]
  /** Answers the next requests in this order; afterwards every request succeeds. */
  script: (...behaviours: GraphBehaviour[]) => void
  close: () => Promise<void>
}

/** A local stand-in for graph.facebook.com's `/{version}/{phone-number-id}/messages` endpoint. */
export async function startFakeWhatsapp({ token = 'EAAG-test-token', phoneNumberId = '1234567890' } = {}): Promise<FakeWhatsapp> {
  const requests: GraphRequest[] = []
  let queue: GraphBehaviour[] = []
  const hung = new Set<http.ServerResponse>()

  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : {}
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body })
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(payload))
      }
      const behaviour = queue.shift()
      if (behaviour === 'hang') {
        hung.add(response)
        return
      }
      if (request.headers.authorization !== `Bearer ${token}`) {
        return send(401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } })
      }
      if (request.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(request.url ?? '') || !(request.url ?? '').includes(phoneNumberId)) {
        return send(404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } })
      }
      if (behaviour && behaviour.status >= 300) {
        return send(behaviour.status, { error: { type: 'OAuthException', fbtrace_id: 'Afake', ...behaviour.error } })
      }
      return send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${randomBytes(12).toString('hex')}` }],
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    phoneNumberId,
    requests,
    script: (...behaviours) => {
      queue = behaviours
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hung) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
