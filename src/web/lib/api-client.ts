import { type TextValues, writeText } from '../../domain/written-text'
/** A field's refusal; `message` is the text's key and values (`text()`) when the server sent them, else its words. */
export type FieldError = { path: string; message: string }

/** A text as an error body says it: the English, and the key and values pages translate. */
type Said = { message?: string; key?: string; values?: TextValues }

/** The key and values of what the server said, written as `text()` writes them, or its words when it sent no key. */
const writtenOf = ({ message, key, values }: Said): string | undefined => (key ? writeText(key, values) : message)

/**
 * Any non-2xx answer: carries the status and the server's {message, code, key, values, errors}; `written` is the
 * refusal's key and values for pages to translate (lib/error-text.ts), `message` its English.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors: FieldError[] = [],
    readonly written?: string,
    /** The server's key for what it said (`text()`), when a page must act on one refusal in particular. */
    readonly key?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The ApiError of an answer's status and body ({message, code, key, values, errors}), as the pages get it. */
export function refusalOf(status: number, body: unknown, fallback = ''): ApiError {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as Said & { code?: string; errors?: (Said & { path: string })[] }
  const errors = (problem.errors ?? []).map((field) => ({ path: field.path, message: writtenOf(field) ?? '' }))
  return new ApiError(status, problem.message ?? fallback, problem.code, errors, writtenOf(problem), problem.key)
}

/** How long a request waits for the shop's answer (files excepted). */
const ANSWER_TIMEOUT_MS = 30_000

/**
 * The shop answers its refusals as {message, code, …}. Anything else (a proxy's HTML page for a timeout or a restart,
 * an empty 504) is not read out to the customer: it says the bakery did not answer, in their language, and carries
 * no code, so it still counts as the shop unreachable (queries/sampled.ts).
 */
const isShopAnswer = (body: unknown): boolean => typeof body === 'object' && body !== null && typeof (body as Said).message === 'string'
/** Pages read the key; the message, for logs and before the error texts have loaded, is the HTTP status. */
const noAnswer = (response: Response): Said => ({ message: response.statusText || String(response.status), key: 'no_answer' })

async function request<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  return (await exchange<T>(method, url, body, headers)).body
}

async function exchange<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ body: T; response: Response }> {
  // A file goes as it is, typed by the browser; anything else as JSON.
  const raw = body instanceof Blob
  // An answer that never comes (a dead proxy, a phone between cells) ends as a lost connection does, so the page says
  // to try again; a file on a slow phone may take longer, and is given the time.
  const waiting = new AbortController()
  const timer = raw ? undefined : setTimeout(() => waiting.abort(), ANSWER_TIMEOUT_MS)
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? headers : { 'content-type': raw ? body.type || 'application/octet-stream' : 'application/json', ...headers },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal: waiting.signal,
    })
    return await answerOf<T>(response)
  } catch (error) {
    if (waiting.signal.aborted) throw new TypeError('Failed to fetch', { cause: error })
    throw error
  } finally {
    clearTimeout(timer)
  }
}

async function answerOf<T>(response: Response): Promise<{ body: T; response: Response }> {
  const text = await response.text()
  const parsed = text ? safeJson(text) : undefined
  if (!response.ok) throw refusalOf(response.status, isShopAnswer(parsed) ? parsed : noAnswer(response))
  return { body: parsed as T, response }
}

/** A page of a list and how many items match in all (the server's X-Total-Count; the page's length if absent). */
async function getPage<T>(url: string): Promise<{ items: T[]; total: number }> {
  const { body, response } = await exchange<T[]>('GET', url)
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN)
  return { items: body, total: Number.isInteger(total) ? total : body.length }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  getPage,
  post: <T>(url: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', url, body ?? {}, headers),
  /** POST, keeping the response for its headers. */
  postForReply: <T>(url: string, body: unknown) => exchange<T>('POST', url, body),
  /** POSTs a file as the raw request body (e.g. a photo to /api/photos). */
  upload: <T>(url: string, file: Blob) => request<T>('POST', url, file),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  delete: <T = void>(url: string) => request<T>('DELETE', url),
}
