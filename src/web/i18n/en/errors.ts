import { ERROR_TEXTS } from '../../../domain/error-texts'

/**
 * Refusals from the shared zod schemas and the server, by their stable key (namespace 'errors'); the English texts
 * are the domain's own (src/domain/error-texts.ts), so they are written once.
 */
export const errors = ERROR_TEXTS
