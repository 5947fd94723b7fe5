import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { TEMPLATE_LANGUAGE_CODES, WHATSAPP_TEMPLATES } from '../../domain/shop/whatsapp-templates'

export type TemplatePayload = {
  name: string
  language: { code: string; policy?: string }
  components?: Array<{ type: string; parameters?: Array<{ type: string; text?: string }> }>
}

export type GraphRequest = {
  path: string
  authorization: string | undefined
  body: { to?: string; type?: string; text?: { body?: string }; template?: TemplatePayload } & Record<string, unknown>
}

/** The templates "approved" at this fake Meta: the shop's own, in both languages, with their parameter counts. */
const APPROVED = new Map<string, number>(
  Object.values(WHATSAPP_TEMPLATES).flatMap((template) =>
    Object.values(TEMPLATE_LANGUAGE_CODES).map((code) => [`${template.name}/${code}`, template.params.length] as const),
  ),
)

/** Refuses a template as Meta does: an unknown name or translation (132001), or the wrong number of parameters (132000). */
function templateProblem(template: TemplatePayload | undefined): { code: number; message: string } | null {
  const expected = template ? APPROVED.get(`${template.name}/${template.language?.code}`) : undefined
  if (expected === undefined) return { code: 132001, message: 'Template name does not exist in the translation' }
  const parameters = template?.components?.find((component) => component.type === 'body')?.parameters ?? []
  if (parameters.length !== expected || parameters.some((parameter) => parameter.type !== 'text' || !parameter.text)) {
    return { code: 132000, message: 'Number of parameters does not match the expected number of params' }
  }
  return null
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
  /**
   * Runs after a message is accepted and before the answer leaves, as Meta may call the webhook before the sender
   * reads its reply; none (the default) answers at once.
   */
  beforeAnswering: (hook?: (providerMessageId: string, request: GraphRequest) => Promise<void>) => void
  close: () => Promise<void>
}

/** A local stand-in for graph.facebook.com's `/{version}/{phone-number-id}/messages` endpoint. */
export async function startFakeWhatsapp({ token = 'EAAG-test-token', phoneNumberId = '1234567890' } = {}): Promise<FakeWhatsapp> {
  const requests: GraphRequest[] = []
  let queue: GraphBehaviour[] = []
  let answerHook: ((providerMessageId: string, request: GraphRequest) => Promise<void>) | undefined
  const hung = new Set<http.ServerResponse>()

  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', async () => {
      const body = raw ? JSON.parse(raw) : {}
      const received: GraphRequest = { path: request.url ?? '', authorization: request.headers.authorization, body }
      requests.push(received)
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
      const problem = body.type === 'template' ? templateProblem(body.template) : null
      if (problem) return send(400, { error: { type: 'OAuthException', fbtrace_id: 'Afake', ...problem } })
      const providerMessageId = `wamid.${randomBytes(12).toString('hex')}`
      await answerHook?.(providerMessageId, received)
      return send(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: providerMessageId }] })
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
    beforeAnswering: (hook) => {
      answerHook = hook
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hung) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The X-Hub-Signature-256 header Meta sends with `rawBody`, signed with the app secret. */
export function metaSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
}

const envelope = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA-ID', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
})

/** A webhook delivery reporting the status of a message the shop sent (`errors` for 'failed'). */
export function statusWebhook(
  providerMessageId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  { at = new Date(), errors }: { at?: Date; errors?: Array<{ code: number; title: string }> } = {},
) {
  return envelope({ statuses: [{ id: providerMessageId, status, timestamp: String(Math.floor(at.getTime() / 1000)), recipient_id: 'x', errors }] })
}

/** A webhook delivery with a text the customer wrote from `from` (WhatsApp's digits, e.g. '5219991234567'). */
export function replyWebhook(
  from: string,
  body: string,
  { id = `wamid.in.${randomBytes(8).toString('hex')}`, replyTo }: { id?: string; replyTo?: string } = {},
) {
  return envelope({
    contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
    messages: [
      { id, from, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body }, ...(replyTo ? { context: { id: replyTo } } : {}) },
    ],
  })
}

/** Posts a webhook delivery to the shop as Meta does: JSON, signed with `appSecret` (or with the signature given). */
export async function deliverWebhook(baseUrl: string, payload: unknown, { appSecret, signature }: { appSecret?: string; signature?: string }) {
  const raw = JSON.stringify(payload)
  const response = await fetch(`${baseUrl}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? metaSignature(raw, appSecret ?? '') },
    body: raw,
  })
  return { status: response.status, body: await response.text() }
}
