/** The shop's week starts on Monday: Monday … Saturday, then Sunday. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

export type WeekdayRun = { from: number; to: number }

/** Days of the week (0 = Sunday) as runs of consecutive days in the shop's week: [2,3,4,5,6] → Tuesday to Saturday. */
export function weekdayRuns(days: readonly number[]): WeekdayRun[] {
  const runs: WeekdayRun[] = []
  let previous = -2
  for (const [position, day] of WEEK_ORDER.entries()) {
    if (!days.includes(day)) continue
    const last = runs[runs.length - 1]
    if (last && previous === position - 1) last.to = day
    else runs.push({ from: day, to: day })
    previous = position
  }
  return runs
}

/** The days not among `days`, in the shop's week order: the days the bakery is closed. */
export function otherWeekdays(days: readonly number[]): number[] {
  return WEEK_ORDER.filter((day) => !days.includes(day))
}
