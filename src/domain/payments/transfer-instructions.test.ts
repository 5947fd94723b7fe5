import { describe, expect, it } from 'vitest'
import {
  isOverdueTransfer,
  orderIdOfReference,
  reopenedPayBy,
  rescheduledPayBy,
  transferInstructions,
  transferPayBy,
  transferReference,
} from './transfer-instructions'

const MERIDA = 'America/Merida'

describe('transfer references', () => {
  it('are short, typeable and name their order back, however the customer typed them', () => {
    expect(transferReference(42)).toMatch(/^MM0042\d$/)
    expect(transferReference(1234567)).toMatch(/^MM1234567\d$/)
    for (const id of [1, 42, 999, 10_000, 1_234_567]) {
      const reference = transferReference(id)
      expect(orderIdOfReference(reference)).toBe(id)
      expect(orderIdOfReference(` ${reference.slice(0, 4).toLowerCase()} ${reference.slice(4)} `)).toBe(id)
    }
  })

  it('differ for every order, and a mistyped digit names no order', () => {
    const references = new Set(Array.from({ length: 5000 }, (_, index) => transferReference(index + 1)))
    expect(references.size).toBe(5000)
    const reference = transferReference(4217)
    const typo = `${reference.slice(0, 3)}${(Number(reference[3]) + 1) % 10}${reference.slice(4)}`
    expect(orderIdOfReference(typo)).toBeNull()
    expect(orderIdOfReference('MM12')).toBeNull()
    expect(orderIdOfReference('42')).toBeNull()
  })
})

describe('the time to pay a transfer by', () => {
  it('is the hours settings give, but never past 22:00 the evening before the pickup day in the bakery', () => {
    // Placed Wednesday 10:00 in Mérida (16:00 UTC) for Saturday: 24 hours later.
    const placed = new Date('2026-11-25T16:00:00Z')
    expect(transferPayBy(placed, '2026-11-28', 24, MERIDA).toISOString()).toBe('2026-11-26T16:00:00.000Z')
    // For Thursday: by 22:00 Wednesday in Mérida (04:00 UTC Thursday).
    expect(transferPayBy(placed, '2026-11-26', 24, MERIDA).toISOString()).toBe('2026-11-26T04:00:00.000Z')
    // For the 1st of December: the evening before is the 30th of November.
    expect(transferPayBy(placed, '2026-12-01', 168, MERIDA).toISOString()).toBe('2026-12-01T04:00:00.000Z')
    // Placed at 21:30 for tomorrow, or by staff on the pickup day itself: two hours still.
    const late = new Date('2026-11-26T03:30:00Z')
    expect(transferPayBy(late, '2026-11-26', 24, MERIDA).toISOString()).toBe('2026-11-26T05:30:00.000Z')
    expect(transferPayBy(placed, '2026-11-25', 24, MERIDA).toISOString()).toBe('2026-11-25T18:00:00.000Z')
    // Unless settings give less than that.
    expect(transferPayBy(placed, '2026-11-25', 1, MERIDA).toISOString()).toBe('2026-11-25T17:00:00.000Z')
  })

  it('comes with the account, the exact amount and the reference', () => {
    const instructions = transferInstructions(
      { id: 7, total: 380, transferPayBy: new Date('2026-11-26T04:00:00Z') },
      { bankName: 'BBVA México', bankClabe: '002180000118359710', bankBeneficiary: 'Masa Madre Mérida SA de CV' },
    )
    expect(instructions).toEqual({
      method: 'bank_transfer',
      amount: 380,
      currency: 'MXN',
      bankName: 'BBVA México',
      clabe: '002180000118359710',
      beneficiary: 'Masa Madre Mérida SA de CV',
      reference: transferReference(7),
      payBy: '2026-11-26T04:00:00.000Z',
      receipt: null,
    })
  })
})

describe('an overdue transfer', () => {
  const order = {
    paymentMethod: 'bank_transfer',
    paymentStatus: 'unpaid',
    status: 'pending',
    transferPayBy: new Date('2026-11-26T16:00:00Z'),
  }
  const dueAt = order.transferPayBy
  const after = new Date(dueAt.getTime() + 1)

  it('is an unpaid transfer order still holding its place, past the time to pay it was given', () => {
    expect(isOverdueTransfer(order, dueAt)).toBe(false)
    expect(isOverdueTransfer(order, after)).toBe(true)
    expect(isOverdueTransfer({ ...order, status: 'confirmed' }, after)).toBe(true)
  })

  it('is never a paid one, a cancelled or finished one, or another way to pay', () => {
    expect(isOverdueTransfer({ ...order, paymentStatus: 'paid' }, after)).toBe(false)
    expect(isOverdueTransfer({ ...order, status: 'cancelled' }, after)).toBe(false)
    expect(isOverdueTransfer({ ...order, status: 'ready' }, after)).toBe(false)
    expect(isOverdueTransfer({ ...order, paymentMethod: 'cash' }, after)).toBe(false)
    expect(isOverdueTransfer({ ...order, transferPayBy: null }, after)).toBe(false)
  })
})

describe('the time to pay of a transfer order staff move to another day', () => {
  // Told: by Thursday 10:00 in Mérida (16:00 UTC), for a Saturday pickup; staff move it on Wednesday 10:00.
  const told = new Date('2026-11-26T16:00:00Z')
  const now = new Date('2026-11-25T16:00:00Z')

  it('stays what the customer was told when the order moves to a later day', () => {
    expect(rescheduledPayBy(told, '2026-12-05', now, MERIDA)).toEqual(told)
  })

  it('comes forward to 22:00 the evening before an earlier day, but leaves two hours from the move', () => {
    // To Thursday: by 22:00 Wednesday (04:00 UTC Thursday).
    expect(rescheduledPayBy(told, '2026-11-26', now, MERIDA).toISOString()).toBe('2026-11-26T04:00:00.000Z')
    // To Wednesday itself, that evening has gone: two hours from the move.
    expect(rescheduledPayBy(told, '2026-11-25', now, MERIDA).toISOString()).toBe('2026-11-25T18:00:00.000Z')
  })

  it('never gives more time than the customer was told, even when that time has passed', () => {
    const passed = new Date('2026-11-25T15:00:00Z')
    expect(rescheduledPayBy(passed, '2026-11-26', now, MERIDA)).toEqual(passed)
    expect(rescheduledPayBy(passed, '2026-12-05', now, MERIDA)).toEqual(passed)
  })
})

describe('the time to pay of a transfer order staff reopen', () => {
  const now = new Date('2026-11-25T16:00:00Z')

  it('starts again from the reopening, with the hours settings give and the evening-before cap', () => {
    const long = new Date('2026-11-20T16:00:00Z')
    expect(reopenedPayBy(long, '2026-12-05', 24, now, MERIDA).toISOString()).toBe('2026-11-26T16:00:00.000Z')
    expect(reopenedPayBy(long, '2026-11-26', 24, now, MERIDA).toISOString()).toBe('2026-11-26T04:00:00.000Z')
  })

  it('keeps the time the customer was told when it is later', () => {
    const later = new Date('2026-11-28T16:00:00Z')
    expect(reopenedPayBy(later, '2026-12-05', 24, now, MERIDA)).toEqual(later)
  })
})
