import type { FastifyInstance } from 'fastify'
import { DomainError } from '../../domain/errors'
import { inputProblem, MAX_INPUT_DEPTH, tidiedInput } from '../../domain/validation'
import { text } from '../../domain/written-text'

/**
 * PostgreSQL cannot store a NUL character in text: any parsed body, query or route parameter holding one (or half a
 * character, a lone surrogate) is refused with 400 naming the field, before validation or the database ever see it. So is JSON nested deeper than any form
 * sends (MAX_INPUT_DEPTH), which only a stranger sends. A body's invisible direction controls are dropped.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      const problem = inputProblem(value)
      if (problem === undefined) continue
      const field = part === 'body' ? problem.path : `${part}.${problem.path}`
      if (problem.key === 'input_too_deep') {
        const message = text('input_too_deep', { max: MAX_INPUT_DEPTH })
        throw new DomainError('validation', message, [{ path: field, message }])
      }
      if (problem.key === 'broken_character') {
        throw new DomainError('validation', text('broken_character'), [{ path: field, message: text('broken_character_short') }])
      }
      throw new DomainError('validation', text('nul_character'), [{ path: field, message: text('nul_character_short') }])
    }
    request.body = tidiedInput(request.body)
  })
}
