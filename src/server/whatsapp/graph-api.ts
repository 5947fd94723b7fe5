export const DEFAULT_WHATSAPP_API_BASE = 'https://graph.facebook.com'
/** The one place the Graph API version is named. Meta supports each version about two years; v24.0 came in October 2025. */
export const GRAPH_API_VERSION = 'v24.0'

export type GraphApiTarget = { apiBase?: string; phoneNumberId: string; token: string }

/** What one send attempt came to: delivered to WhatsApp, worth retrying, or refused for good. */
export type SendOutcome = { kind: 'sent'; providerMessageId: string } | { kind: 'retry'; error: string } | { kind: 'failed'; error: string }

/**
 * Graph API error codes that arrive with a 4xx but clear up by themselves: throttling (4, 80007,
 * 130429, 131056) and the generic temporary failures (1, 2, 131000, 131016).
 */
const TRANSIENT_GRAPH_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056])

/** OAuthException: the access token expired, was revoked or lacks permission. */
const ACCESS_TOKEN_ERROR_CODE = 190

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } } }

function describeGraphError(status: number, body: GraphError | undefined): string {
  const error = body?.error
  if (!error) return `HTTP ${status}`
  const details = error.error_data?.details ? `: ${error.error_data.details}` : ''
  return `HTTP ${status}, code ${error.code ?? '?'}: ${error.message ?? 'unknown error'}${details}`
}

export function messagesUrl({ apiBase, phoneNumberId }: Pick<GraphApiTarget, 'apiBase' | 'phoneNumberId'>): string {
  return `${(apiBase ?? DEFAULT_WHATSAPP_API_BASE).replace(/\/+$/, '')}/${GRAPH_API_VERSION}/${encodeURIComponent(phoneNumberId)}/messages`
}

/** What one message says: staff's free text, or an approved template with its body parameters in order. */
export type MessageContent = { text: string } | { template: { name: string; languageCode: string; parameters: string[] } }

function messagePayload(to: string, content: MessageContent) {
  const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to }
  if ('text' in content) return { ...envelope, type: 'text', text: { preview_url: false, body: content.text } }
  const { name, languageCode, parameters } = content.template
  return {
    ...envelope,
    type: 'template',
    template: {
      name,
      // 'deterministic': the translation asked for or nothing, never another language's.
      language: { policy: 'deterministic', code: languageCode },
      components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
    },
  }
}

/** Sends one message through the WhatsApp Cloud API and classifies the answer. */
export async function sendMessage(target: GraphApiTarget, to: string, content: MessageContent, signal: AbortSignal): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetch(messagesUrl(target), {
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(messagePayload(to, content)),
      signal,
    })
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).name === 'AbortError' ? 'aborted' : (error as Error).message
    return { kind: 'retry', error: `WhatsApp API not reached: ${reason}` }
  }
  let answer: (GraphError & { messages?: Array<{ id?: string }> }) | undefined
  try {
    answer = (await response.json()) as typeof answer
  } catch {
    answer = undefined
  }
  if (response.ok) {
    const id = answer?.messages?.[0]?.id
    return id ? { kind: 'sent', providerMessageId: id } : { kind: 'retry', error: `HTTP ${response.status} without a message id` }
  }
  const error = describeGraphError(response.status, answer)
  // An expired or revoked token (401, code 190) is the shop's to fix, not the message's fault: the message
  // waits, with the usual backoff, for the new WHATSAPP_TOKEN instead of failing at once.
  const tokenRefused = response.status === 401 || answer?.error?.code === ACCESS_TOKEN_ERROR_CODE
  const transient =
    tokenRefused ||
    response.status >= 500 ||
    response.status === 408 ||
    response.status === 429 ||
    TRANSIENT_GRAPH_CODES.has(answer?.error?.code ?? -1)
  return transient ? { kind: 'retry', error } : { kind: 'failed', error }
}
