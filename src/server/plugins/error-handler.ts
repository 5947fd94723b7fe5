import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DomainError, type DomainErrorCode, type ErrorCode, type FieldError } from '../../domain/errors'

export const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  validation: 400,
  malformed_body: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  rate_limited: 429,
  price_mismatch: 400,
  out_of_stock: 400,
  date_not_bookable: 400,
  date_full: 409,
  product_limit: 409,
  cutoff_passed: 400,
  product_unavailable_day: 400,
  lead_time: 400,
  customer_day_limit: 429,
  has_room: 409,
  hold_expired: 409,
  payments_unavailable: 503,
  invoicing_unavailable: 503,
  messaging_unavailable: 503,
  unavailable: 503,
  internal: 500,
}

export type ErrorBody = { message: string; code: ErrorCode; errors: FieldError[] }

/** Fastify's own refusals, by its error code, in the shop's vocabulary. */
const CODE_BY_FASTIFY_CODE: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
}

/** The code of a 4xx Fastify or a plugin answered by itself. */
function codeForStatus(status: number, fastifyCode: string | undefined): ErrorCode {
  if (fastifyCode && CODE_BY_FASTIFY_CODE[fastifyCode]) return CODE_BY_FASTIFY_CODE[fastifyCode]
  const byStatus: Record<number, ErrorCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  }
  return byStatus[status] ?? 'validation'
}

/**
 * PostgreSQL going away (a restart, Ctrl-C reaching the whole process group) rolls the transaction back:
 * nothing was written, and the caller may simply try again. SQLSTATE class 57 (operator intervention)
 * and lost connections are answered 503, not as a bug.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (code.startsWith('57P') || code === 'ECONNREFUSED' || code === 'ECONNRESET')) return true
  return typeof message === 'string' && /Connection terminated|Client has encountered a connection error/.test(message)
}

function fieldPath(instancePath: string, context?: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.')
  return context && context !== 'body' ? [context, path].filter(Boolean).join('.') : path
}

/** Refusals Fastify makes before routing (a URL that does not decode), in the shop's error shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400
  reply.code(status).send({
    message: status === 400 ? 'The address is not valid' : error.message,
    code: codeForStatus(status, error.code),
    errors: [],
  } satisfies ErrorBody)
}

/** Refusals Node's HTTP parser makes (headers or URL too large, malformed request), in the shop's error shape. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const answer: { status: number; reason: string; message: string; code: ErrorCode } =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, reason: 'Request Header Fields Too Large', message: 'The request address or headers are too large', code: 'payload_too_large' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive', code: 'validation' }
        : { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP', code: 'malformed_body' }
  const body = JSON.stringify({ message: answer.message, code: answer.code, errors: [] } satisfies ErrorBody)
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/** One answer shape for every failure under /api: {message, code?, errors:[{path, message}]}. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }))
      const first = errors[0]
      const message = `Validation error: ${errors.map((e) => `${e.path}: ${e.message}`).join(', ')}`
      return reply.code(400).send({ message: first ? message : 'Invalid request', code: 'validation', errors } satisfies ErrorBody)
    }
    if (error instanceof DomainError) {
      return reply.code(STATUS_BY_CODE[error.code]).send({ message: error.message, code: error.code, errors: error.errors } satisfies ErrorBody)
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, wrong content type, rate limit.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message
      return reply.code(status).send({ message, code: codeForStatus(status, error.code), errors: [] } satisfies ErrorBody)
    }
    if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown }).cause)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .send({ message: 'The shop is restarting. Please try again in a moment.', code: 'unavailable', errors: [] } satisfies ErrorBody)
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal', errors: [] } satisfies ErrorBody)
  })

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ message: `No such route: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found', errors: [] } satisfies ErrorBody)
  })
}
