import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeFacturapi = {
  /** Give this to the shop as FACTURAPI_API_BASE. */
  url: string
  secretKey: string
  /** Each invoice the shop created, as Facturapi received it. */
  invoices: Record<string, unknown>[]
  emailed: { invoiceId: string; email: string }[]
  /** Each cancellation the shop asked for, with its SAT motive. */
  cancelled: { invoiceId: string; motive: string | null }[]
  /** The next cancellation waits for the receiver's acceptance (Facturapi's `cancellation_status: 'pending'`). */
  cancelPendingNext: () => void
  /** The next invoice is refused with this message, as Facturapi refuses receivers the SAT does not know. */
  /** The next call fails with this message: a 400 (the data refused) unless another status is given (503: an outage). */
  refuseNext: (message: string, status?: number) => void
  close: () => Promise<void>
}

export const FAKE_CFDI_PDF = '%PDF-1.7\n% fake CFDI\n'
export const FAKE_CFDI_XML = '<?xml version="1.0"?><cfdi:Comprobante Version="4.0"/>'

/** A local stand-in for www.facturapi.io/v2, enough for the official `facturapi` SDK to issue, email and download. */
export async function startFakeFacturapi({ secretKey = 'sk_test_fake_facturapi' } = {}): Promise<FakeFacturapi> {
  const invoices: Record<string, unknown>[] = []
  const emailed: { invoiceId: string; email: string }[] = []
  const cancelled: { invoiceId: string; motive: string | null }[] = []
  let cancelPending = false
  let refusal: string | null = null
  let refusalStatus = 400
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined
    const answer = (status: number, value: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type })
      response.end(type === 'application/json' ? JSON.stringify(value) : String(value))
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) return answer(401, { message: 'Invalid API key', status: 401 })
    const url = new URL(request.url ?? '/', 'http://facturapi.test')
    const path = url.pathname
    if (request.method === 'POST' && path === '/v2/invoices') {
      if (refusal) {
        const message = refusal
        refusal = null
        return answer(refusalStatus, { message, status: refusalStatus })
      }
      const id = `inv_${invoices.length + 1}`
      invoices.push({ id, ...body })
      return answer(200, { id, uuid: randomUUID().toUpperCase(), status: 'valid', total: 0 })
    }
    const cancel = /^\/v2\/invoices\/(\w+)$/.exec(path)
    if (request.method === 'DELETE' && cancel?.[1]) {
      cancelled.push({ invoiceId: cancel[1], motive: url.searchParams.get('motive') })
      const pending = cancelPending
      cancelPending = false
      return answer(200, { id: cancel[1], status: pending ? 'valid' : 'canceled', cancellation_status: pending ? 'pending' : 'accepted' })
    }
    const email = /^\/v2\/invoices\/(\w+)\/email$/.exec(path)
    if (request.method === 'POST' && email?.[1]) {
      emailed.push({ invoiceId: email[1], email: body?.email })
      return answer(200, { ok: true })
    }
    const file = /^\/v2\/invoices\/(\w+)\/(pdf|xml)$/.exec(path)
    if (request.method === 'GET' && file) {
      if (refusal) {
        const message = refusal
        refusal = null
        return answer(404, { message, status: 404 })
      }
      return file[2] === 'pdf' ? answer(200, FAKE_CFDI_PDF, 'application/pdf') : answer(200, FAKE_CFDI_XML, 'application/xml')
    }
    answer(404, { message: `No route ${request.method} ${path}`, status: 404 })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v2`,
    secretKey,
    invoices,
    emailed,
    cancelled,
    cancelPendingNext: () => {
      cancelPending = true
    },
    refuseNext: (message, status = 400) => {
      refusal = message
      refusalStatus = status
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
