import { describe, expect, it } from 'vitest'
import { otherWeekdays, weekdayRuns } from './weekday-runs'

describe('weekdayRuns', () => {
  it.each([
    [[2, 3, 4, 5, 6], [{ from: 2, to: 6 }]],
    [
      [6, 0, 1],
      [
        { from: 1, to: 1 },
        { from: 6, to: 0 },
      ],
    ],
    [
      [1, 3, 5],
      [
        { from: 1, to: 1 },
        { from: 3, to: 3 },
        { from: 5, to: 5 },
      ],
    ],
    [[], []],
  ])('%j runs as %j', (days, runs) => {
    expect(weekdayRuns(days)).toEqual(runs)
  })

  it('names the closed days in week order', () => {
    expect(otherWeekdays([2, 3, 4, 5, 6])).toEqual([1, 0])
  })
})
