import { describe, expect, it } from 'vitest'
import { text } from '../written-text'
import { closedWeekdays, fromLegacyOpeningHours } from './opening-hours'
import { openingHoursSchema } from './settings-schemas'
import { DEFAULT_OPENING_HOURS } from './shop-facts'

describe('opening hours', () => {
  it('are valid by default, as spec §9 states them', () => {
    expect(openingHoursSchema.safeParse(DEFAULT_OPENING_HOURS).success).toBe(true)
  })

  it.each([
    [{ fromDay: 1, toDay: 5, opens: '07:00', closes: '19:00' }, true],
    [{ fromDay: 6, toDay: 0, opens: '00:00', closes: '23:59' }, true],
    [{ fromDay: 7, toDay: 5, opens: '07:00', closes: '19:00' }, false],
    [{ fromDay: 1, toDay: -1, opens: '07:00', closes: '19:00' }, false],
    [{ fromDay: 1, toDay: 5, opens: '7:00', closes: '19:00' }, false],
    [{ fromDay: 1, toDay: 5, opens: '24:00', closes: '19:00' }, false],
    [{ fromDay: 1, toDay: 5, opens: '19:00', closes: '07:00' }, false],
    [{ fromDay: 1, toDay: 5, opens: '09:00', closes: '09:00' }, false],
  ])('%o valid: %s', (row, valid) => {
    expect(openingHoursSchema.safeParse([row]).success).toBe(valid)
  })

  it('refuses more than seven lines', () => {
    const row = { fromDay: 1, toDay: 1, opens: '08:00', closes: '09:00' }
    expect(openingHoursSchema.safeParse(Array(8).fill(row)).success).toBe(false)
  })

  it('names the closing time when it is not after the opening time', () => {
    const result = openingHoursSchema.safeParse([{ fromDay: 1, toDay: 5, opens: '19:00', closes: '07:00' }])
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['0.closes', text('closing_after_opening')]])
  })
})

describe('opening hours saved as English text', () => {
  it('read as the same days and times', () => {
    expect(
      fromLegacyOpeningHours([
        { days: 'Monday - Friday', hours: '7:00 AM - 7:00 PM' },
        { days: 'Saturday', hours: '8:00 AM - 5:00 PM' },
        { days: 'sunday', hours: '8:00 am – 3:00 pm' },
        { days: 'Tuesday–Saturday', hours: '12:30 PM - 11:45 PM' },
      ]),
    ).toEqual([
      { fromDay: 1, toDay: 5, opens: '07:00', closes: '19:00' },
      { fromDay: 6, toDay: 6, opens: '08:00', closes: '17:00' },
      { fromDay: 0, toDay: 0, opens: '08:00', closes: '15:00' },
      { fromDay: 2, toDay: 6, opens: '12:30', closes: '23:45' },
    ])
  })

  it.each([
    [[{ days: 'Weekdays', hours: '7:00 AM - 7:00 PM' }]],
    [[{ days: 'Monday', hours: '7 to 7' }]],
    [[{ days: 'Monday', hours: '13:00 PM - 2:00 PM' }]],
    [[{ days: 'Monday', hours: '7:00 PM - 7:00 AM' }]],
    [[{ days: 'Monday' }]],
    ['Monday - Friday'],
    [null],
  ])('give up on anything else (%o), so the defaults show instead', (rows) => {
    expect(fromLegacyOpeningHours(rows)).toBeNull()
  })
})

describe('closedWeekdays', () => {
  it('names the days no row covers, a row wrapping past Saturday included', () => {
    expect(
      closedWeekdays([
        { fromDay: 2, toDay: 5, opens: '07:00', closes: '19:00' },
        { fromDay: 6, toDay: 6, opens: '08:00', closes: '17:00' },
      ]),
    ).toEqual([0, 1])
    expect(closedWeekdays([{ fromDay: 5, toDay: 1, opens: '07:00', closes: '19:00' }])).toEqual([2, 3, 4])
  })
})
