import type { FastifyReply, FastifyRequest } from 'fastify'
import pino, { type Logger } from 'pino'

/** One JSON string (escapes included), or any run of characters that is not a string nor an array. */
const JSON_VALUE = String.raw`"(?:[^"\\]|\\.)*"|[^\[\]"]`

/** Between a phone number's digit groups: a space, a dash, or a space as a URL carries it. */
const SEPARATOR = String.raw`(?:[\s-]|%20)?`

/**
 * What a log line must never carry (CONTRACT 'Access rules'): order access tokens and session ids, SQL parameters
 * (customer records travel in them), full phone numbers and emails. Applied to every line as it is written, so a
 * message, an error's text or a field added later cannot carry one through.
 */
const SCRUBBERS: Array<[RegExp, string]> = [
  // Drizzle's and pg's failed-query messages list the statement's parameters.
  [/params: [^"\\]*(?:\\.[^"\\]*)*/g, 'params: [redacted]'],
  // …and an error object logged whole carries them as a JSON array (of values, or of arrays of values).
  [new RegExp(String.raw`"params":\[(?:${JSON_VALUE}|\[(?:${JSON_VALUE})*\])*\]`, 'g'), '"params":"[redacted]"'],
  [/([?&]token=)[^&"\s]*/g, '$1[redacted]'],
  // 32 random bytes in base64url: an order's access token or a session id.
  [/(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/g, '[secret]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // A Mexican number in any spelling (+52, the old mobile 1, spaces or dashes, URL-encoded in a path): ten digits.
  [
    new RegExp(
      String.raw`(?:(?<![\w.])|(?<=%20))(?:(?:\+|%2B)?52${SEPARATOR}(?:1${SEPARATOR})?)?\d{3}${SEPARATOR}\d{3}${SEPARATOR}\d{4}(?![\w.])`,
      'gi',
    ),
    '[phone]',
  ],
]

/** A route parameter that carries a customer's phone number (the WhatsApp lookup). */
const PHONE_PARAM = /\/:number(?:\/|$)/

/**
 * A request's path without its query string; a route taking a phone number is named by its pattern instead
 * (`/api/customers/whatsapp/:number`): URL-encoded or foreign, no scrubber knows every spelling of a number.
 */
function loggedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url
  return route !== undefined && PHONE_PARAM.test(route) ? route : (request.url.split('?')[0] ?? request.url)
}

export function scrubLogLine(line: string): string {
  return SCRUBBERS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line)
}

/** The shop's logger: JSON lines on stdout, scrubbed; requests logged by method and path only (no query string). */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination(1)): Logger {
  return pino(
    {
      level,
      hooks: { streamWrite: scrubLogLine },
      serializers: {
        req: (request: FastifyRequest) => ({ id: request.id, method: request.method, path: loggedPath(request) }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  )
}
