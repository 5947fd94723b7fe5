import { z } from 'zod'
import { isNothing } from './validation'
import { text } from './written-text'

/**
 * zod's own messages for numbers and lists ("Too big: expected number to be <=1000") are written for developers; a
 * field without a message of its own gets one of ours instead, which the pages show in the staff's language. Strings
 * and other issues keep zod's (localized) messages. Installed once, on import, for the server and the pages alike.
 */
function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  const numeric = issue.origin === 'number' || issue.origin === 'int'
  if (issue.code === 'too_big' && numeric) return text('number_max', { max: Number(issue.maximum) })
  if (issue.code === 'too_small' && numeric) return text('number_min', { min: Number(issue.minimum) })
  if (issue.code === 'too_big' && (issue.origin === 'array' || issue.origin === 'set')) return text('list_max', { max: Number(issue.maximum) })
  if (issue.code !== 'invalid_type') return undefined
  if (issue.expected === 'int') return text(typeof issue.input === 'number' && Number.isFinite(issue.input) ? 'whole_number' : 'not_a_number')
  if (issue.expected === 'number') return text(isNothing(issue.input) ? 'number_required' : 'not_a_number')
  return undefined
}

z.config({ customError: plainIssue })
