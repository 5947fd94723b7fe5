import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PageQuery } from '../../domain/validation'

/**
 * Answers one page of a staff list in the spec's array shape, with the whole count in X-Total-Count and the next
 * page's address in a Link header (RFC 8288) while there is one.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, rows: T[], total: number, { limit, page }: PageQuery): T[] {
  reply.header('x-total-count', String(total))
  if (page * limit < total) {
    const next = new URL(request.url, 'http://shop')
    next.searchParams.set('page', String(page + 1))
    next.searchParams.set('limit', String(limit))
    reply.header('link', `<${next.pathname}${next.search}>; rel="next"`)
  }
  return rows
}
