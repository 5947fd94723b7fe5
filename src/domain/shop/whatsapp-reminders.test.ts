import { describe, expect, it } from 'vitest'
import { isRemindable, reminderRound } from './whatsapp-reminders'

// Mérida is UTC−6 all year.
const merida = 'America/Merida'

describe('reminderRound', () => {
  it('reminds nobody before the hour, and tomorrow’s orders from the hour until midnight, bakery time', () => {
    expect(reminderRound(new Date('2026-11-23T23:59:00Z'), merida, '18:00')).toBeNull()
    const atSix = reminderRound(new Date('2026-11-24T00:00:00Z'), merida, '18:00')
    expect(atSix).toEqual({ pickupDate: '2026-11-24', placedBefore: new Date('2026-11-24T00:00:00Z') })
    expect(reminderRound(new Date('2026-11-24T05:59:00Z'), merida, '18:00')?.pickupDate).toBe('2026-11-24')
    // Past midnight in Mérida it is the 24th: nothing until 18:00 again.
    expect(reminderRound(new Date('2026-11-24T06:00:00Z'), merida, '18:00')).toBeNull()
  })

  it('follows the hour staff set', () => {
    expect(reminderRound(new Date('2026-11-23T15:30:00Z'), merida, '09:30')).toEqual({
      pickupDate: '2026-11-24',
      placedBefore: new Date('2026-11-23T15:30:00Z'),
    })
  })
})

describe('isRemindable', () => {
  it.each([
    ['pending', 'cash', 'unpaid', true],
    ['ready', 'bank_transfer', 'unpaid', true],
    ['confirmed', 'card', 'paid', true],
    ['pending', 'card', 'unpaid', false],
    ['confirmed', 'card', 'failed', false],
    ['confirmed', 'card', 'refunded', true],
    ['cancelled', 'cash', 'unpaid', false],
    ['completed', 'cash', 'paid', false],
  ] as const)('%s %s %s → %s', (status, paymentMethod, paymentStatus, remindable) => {
    expect(isRemindable({ status, paymentMethod, paymentStatus })).toBe(remindable)
  })

  it('does not remind a transfer left unpaid past its time to pay: it would ask for money the shop no longer waits for', () => {
    const transfer = {
      status: 'confirmed',
      paymentMethod: 'bank_transfer',
      paymentStatus: 'unpaid',
      transferPayBy: new Date('2026-11-30T07:28:00Z'),
    } as const
    expect(isRemindable(transfer, new Date('2026-11-30T07:00:00Z'))).toBe(true)
    expect(isRemindable(transfer, new Date('2026-12-03T00:05:00Z'))).toBe(false)
    expect(isRemindable({ ...transfer, paymentStatus: 'paid' }, new Date('2026-12-03T00:05:00Z'))).toBe(true)
  })
})
