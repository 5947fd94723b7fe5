import type { FastifyInstance } from 'fastify'
import { DomainError } from '../../domain/errors'
import { nulCharacterPath } from '../../domain/validation'
import { text } from '../../domain/written-text'

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
      throw new DomainError('validation', text('nul_character'), [{ path: field, message: text('nul_character_short') }])
    }
  })
}
