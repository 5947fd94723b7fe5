import type { FastifyInstance } from 'fastify'
import { DomainError } from '../../domain/errors'
import { nulCharacterPath } from '../../domain/validation'

/**
 * PostgreSQL cannot store a NUL character in text: any parsed body, query or route parameter holding one is refused
 * with 400 naming the field, before validation or the database ever see it.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const path = nulCharacterPath(value)
      if (path === undefined) continue
      const field = part === 'body' ? path : `${part}.${path}`
      throw new DomainError('validation', 'Text cannot contain the NUL character (\\u0000)', [{ path: field, message: 'Remove the NUL character' }])
    }
  })
}
