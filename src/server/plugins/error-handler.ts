import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { errorBody } from '../../domain/error-body'
import { englishOf } from '../../domain/error-texts'
import { DomainError, type DomainErrorCode, type ErrorCode } from '../../domain/errors'
import { text } from '../../domain/written-text'
import { hasSqlState, isLockConflict } from '../db/lock-conflicts'
import { isDatabaseUnavailable } from '../db/unavailable'

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

/** PostgreSQL's foreign_key_violation: a row written beside a delete of the row it refers to. */
const FOREIGN_KEY_VIOLATION = new Set(['23503'])

function fieldPath(instancePath: string, context?: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.')
  return context && context !== 'body' ? [context, path].filter(Boolean).join('.') : path
}

/** Refusals Fastify makes before routing (a URL that does not decode), in the shop's error shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400
  reply.code(status).send(errorBody(codeForStatus(status, error.code), status === 400 ? 'The address is not valid' : error.message))
}

/** Refusals Node's HTTP parser makes (headers or URL too large, malformed request), in the shop's error shape. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const answer: { status: number; reason: string; message: string; code: ErrorCode } =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, reason: 'Request Header Fields Too Large', message: text('request_head_too_large'), code: 'payload_too_large' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, reason: 'Request Timeout', message: text('request_timeout'), code: 'validation' }
        : { status: 400, reason: 'Bad Request', message: text('request_invalid_http'), code: 'malformed_body' }
  const body = JSON.stringify(errorBody(answer.code, answer.message))
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/**
 * While the shop closes (a deploy, a restart), a request still arriving on an open connection is refused as a
 * database restart is: 503 "restarting, try again" in the shop's error shape, which pages read in their language.
 * Nothing of it runs; the connection closes after the answer.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', 1)
      .send(errorBody('unavailable', text('restarting')))
  })
}

/** One answer shape for every failure under /api: {code, message, key?, values?, errors:[{path, message, key?, values?}]}. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }))
      const details = errors.map((e) => `${e.path}: ${englishOf(e.message)}`).join(', ')
      return reply.code(400).send(errorBody('validation', errors.length > 0 ? text('validation_summary', { details }) : 'Invalid request', errors))
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds)
      return reply.code(STATUS_BY_CODE[error.code]).send(errorBody(error.code, error.written, error.errors))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, wrong content type, rate limit.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message
      return reply.code(status).send(errorBody(codeForStatus(status, error.code), message))
    }
    if (isLockConflict(error)) {
      // Still in a lock cycle after its retries (retryOnLockConflict): nothing was written, and trying again works.
      request.log.warn({ err: error }, 'transaction aborted by a lock conflict')
      return reply
        .code(503)
        .header('retry-after', 1)
        .send(errorBody('unavailable', text('try_again')))
    }
    if (hasSqlState(error, FOREIGN_KEY_VIOLATION)) {
      // A safety net: services lock what they refer to, so a race (an order line for a product being deleted) loses
      // with its own answer. Whatever slips past was rolled back, and is a conflict, not a bug.
      request.log.warn({ err: error }, 'write refused by a foreign key')
      return reply.code(409).send(errorBody('conflict', text('try_again')))
    }
    // Nothing was written (the transaction rolled back), and the caller may simply try again.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.code(503).send(errorBody('unavailable', text('restarting')))
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send(errorBody('internal', text('internal')))
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not_found', `No such route: ${request.method} ${request.url.split('?')[0]}`))
  })
}
