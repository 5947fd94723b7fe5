import { describe, expect, it } from 'vitest'
import { QUEUED_MESSAGE_MAX_AGE_MS, WITHDRAWN, withdrawnReason } from './whatsapp-outbox'

const now = new Date('2026-11-27T20:00:00Z')
const queued = (noticeKey: string | null, isTemplate = true) => ({ createdAt: new Date(now.getTime() - 60_000), noticeKey, isTemplate })
const order = (status: 'pending' | 'confirmed' | 'ready' | 'completed' | 'cancelled', pickupDate = '2026-11-28') => ({
  order: { status, pickupDate },
  optedOut: false,
})

describe('a message still in the outbox', () => {
  it('goes out while the order is as it was when the message was written', () => {
    expect(withdrawnReason(queued('confirmed'), order('confirmed'), now)).toBeNull()
    expect(withdrawnReason(queued('reminder:2026-11-28'), order('ready'), now)).toBeNull()
    expect(withdrawnReason(queued('cancelled'), order('cancelled'), now)).toBeNull()
    expect(withdrawnReason(queued(null, false), order('cancelled'), now)).toBeNull()
  })

  it('is withdrawn when the order was cancelled, reopened, moved or collected meanwhile', () => {
    expect(withdrawnReason(queued('ready'), order('cancelled'), now)).toBe(WITHDRAWN.orderCancelled)
    expect(withdrawnReason(queued('reminder:2026-11-28'), order('cancelled'), now)).toBe(WITHDRAWN.orderClosed)
    expect(withdrawnReason(queued('reminder:2026-11-28'), order('completed'), now)).toBe(WITHDRAWN.orderClosed)
    expect(withdrawnReason(queued('reminder:2026-11-28'), order('confirmed', '2026-12-01'), now)).toBe(WITHDRAWN.orderMoved)
    expect(withdrawnReason(queued('cancelled'), order('confirmed'), now)).toBe(WITHDRAWN.orderReopened)
    expect(withdrawnReason(queued('cancelled#1'), order('pending'), now)).toBe(WITHDRAWN.orderReopened)
    expect(withdrawnReason(queued('confirmed#1'), order('cancelled'), now)).toBe(WITHDRAWN.orderCancelled)
  })

  it('is withdrawn when the customer replied STOP, unless it is staff answering in their own words', () => {
    const optedOut = { ...order('confirmed'), optedOut: true }
    expect(withdrawnReason(queued('confirmed'), optedOut, now)).toBe(WITHDRAWN.optedOut)
    expect(withdrawnReason(queued(null, true), optedOut, now)).toBe(WITHDRAWN.optedOut)
    expect(withdrawnReason(queued(null, false), optedOut, now)).toBeNull()
  })

  it('is withdrawn once it has waited more than a day', () => {
    const old = { createdAt: new Date(now.getTime() - QUEUED_MESSAGE_MAX_AGE_MS - 1), noticeKey: null, isTemplate: false }
    expect(withdrawnReason(old, { order: null, optedOut: false }, now)).toBe(WITHDRAWN.stale)
    expect(
      withdrawnReason({ ...old, createdAt: new Date(now.getTime() - QUEUED_MESSAGE_MAX_AGE_MS) }, { order: null, optedOut: false }, now),
    ).toBeNull()
  })

  it("judges a standing order's notices by the series, not by the first order they are stored against", () => {
    const series = (status: 'active' | 'cancelled', pausedUntil: string | null = null) => ({
      ...order('cancelled'),
      standing: { status, pausedUntil },
    })
    // The first order cancelled (a skipped first week): the series still runs, so its notices still go out.
    expect(withdrawnReason(queued('standing_set'), series('active'), now)).toBeNull()
    expect(withdrawnReason(queued('standing_missed:2026-12-05'), series('active', '2026-12-01'), now)).toBeNull()
    expect(withdrawnReason(queued('standing_set'), series('cancelled'), now)).toBe(WITHDRAWN.standingCancelled)
    expect(withdrawnReason(queued('standing_missed:2026-12-05'), series('cancelled'), now)).toBe(WITHDRAWN.standingCancelled)
    expect(withdrawnReason(queued('standing_missed:2026-12-05'), series('active', '2026-12-05'), now)).toBe(WITHDRAWN.standingPaused)
    expect(withdrawnReason(queued('standing_set'), { ...order('confirmed'), standing: null }, now)).toBe(WITHDRAWN.standingCancelled)
  })

  it('sends a waitlist offer only while the entry is offered and the hold it names has not ended', () => {
    const holdEnds = new Date(now.getTime() + 3600_000).toISOString()
    const entry = (status: string) => ({ order: null, optedOut: false, waitlistEntry: { status } })
    expect(withdrawnReason(queued(`offer:${holdEnds}`), entry('offered'), now)).toBeNull()
    expect(withdrawnReason(queued(`offer:${holdEnds}`), entry('expired'), now)).toBe(WITHDRAWN.offerEnded)
    expect(withdrawnReason(queued(`offer:${holdEnds}`), entry('claimed'), now)).toBe(WITHDRAWN.offerEnded)
    // An outage longer than the hold: the entry may still read 'offered' until the expiry job runs.
    expect(withdrawnReason(queued(`offer:${now.toISOString()}`), entry('offered'), now)).toBe(WITHDRAWN.offerEnded)
    expect(withdrawnReason(queued(`offer:${holdEnds}`), { order: null, optedOut: false, waitlistEntry: null }, now)).toBe(WITHDRAWN.offerEnded)
  })
})
