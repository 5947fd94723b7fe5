import { expect, it } from 'vitest'
import type { WaitlistEntryView } from '../../../domain/regulars/waitlist-schemas'
import { waitlistQueries } from './waitlist'

const pollFor = (status: WaitlistEntryView['status']) => {
  const { refetchInterval } = waitlistQueries.withToken(1, 'token')
  if (typeof refetchInterval !== 'function') throw new Error('the customer’s entry polls by its status')
  return refetchInterval({ state: { data: { status } } } as Parameters<typeof refetchInterval>[0])
}

it('reads the customer’s entry again while it waits or is offered, so an offer that runs out leaves the page', () => {
  expect(pollFor('waiting')).toBeGreaterThan(0)
  expect(pollFor('offered')).toBeGreaterThan(0)
  for (const settled of ['claimed', 'expired', 'closed', 'left'] as const) expect(pollFor(settled)).toBe(false)
})
