export type FieldError = { path: string; message: string }

/** Any non-2xx answer: carries the status and the server's {message, code, errors}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

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
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'content-type': raw ? body.type || 'application/octet-stream' : 'application/json', ...headers },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  })
  const text = await response.text()
  const parsed = text ? safeJson(text) : undefined
  if (!response.ok) {
    const problem = (parsed ?? {}) as { message?: string; code?: string; errors?: FieldError[] }
    throw new ApiError(response.status, problem.message ?? (text || response.statusText), problem.code, problem.errors ?? [])
  }
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
  /** POSTs a file as the raw request body (e.g. a photo to /api/photos). */
  upload: <T>(url: string, file: Blob) => request<T>('POST', url, file),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  delete: <T = void>(url: string) => request<T>('DELETE', url),
}
