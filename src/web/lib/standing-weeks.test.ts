import { describe, expect, it } from 'vitest'
import { weekTone } from '../../domain/regulars/regular-states'
import type { StandingWeek } from '../../domain/regulars/standing-order-schemas'
import { aWeek } from './standing-order-test-fixture'
import { canSkip, canUnskip, reasonText, staysPaused, weekDetailText } from './standing-weeks'

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)
const formatDate = (value: string) => `<${value}>`
const week = (change: Partial<StandingWeek>): StandingWeek => aWeek('2026-12-05', { createsAt: '2026-12-02T14:00:00.000Z', ...change })

describe('a standing order week', () => {
  it('says when a planned week will be ordered', () => {
    expect(weekDetailText(week({}), t, formatDate)).toBe('regulars.week.plannedDetail {"when":"<2026-12-02T14:00:00.000Z>"}')
  })

  it('names the order a created week became', () => {
    expect(weekDetailText(week({ state: 'created', orderId: 42 }), t, formatDate)).toBe('regulars.week.createdDetail {"id":42}')
  })

  it('explains a week that was not created by its code, and an unknown code in general words', () => {
    expect(weekDetailText(week({ state: 'not_created', reason: 'date_full' }), t, formatDate)).toBe('regulars.reasons.date_full')
    expect(reasonText('something_new', t)).toBe('regulars.reasons.other')
    expect(reasonText(null, t)).toBe('regulars.reasons.other')
  })

  it('explains a week missed for a product out of stock or removed by its own reason', () => {
    expect(reasonText('out_of_stock', t)).toBe('regulars.reasons.out_of_stock')
    expect(reasonText('product_removed', t)).toBe('regulars.reasons.product_removed')
  })

  it('has nothing more to say about skipped or paused weeks', () => {
    expect(weekDetailText(week({ state: 'skipped' }), t, formatDate)).toBeNull()
    expect(weekDetailText(week({ state: 'paused' }), t, formatDate)).toBeNull()
  })

  it('can be skipped only while planned, and taken back only while skipped', () => {
    expect([canSkip(week({})), canUnskip(week({}))]).toEqual([true, false])
    expect([canSkip(week({ state: 'skipped' })), canUnskip(week({ state: 'skipped' }))]).toEqual([false, true])
    expect([canSkip(week({ state: 'created' })), canUnskip(week({ state: 'created' }))]).toEqual([false, false])
  })

  it('does not take back a skip or a pause the shop already recorded', () => {
    expect(canUnskip(week({ state: 'skipped', decided: true }))).toBe(false)
    expect([staysPaused(week({ state: 'paused', decided: true })), staysPaused(week({ state: 'paused' }))]).toEqual([true, false])
  })

  it('shows trouble in red and done weeks in green', () => {
    expect([weekTone('not_created'), weekTone('created'), weekTone('skipped')]).toEqual(['red', 'green', 'grey'])
  })
})
