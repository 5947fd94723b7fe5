import type { DayAvailability } from '../../../domain/schedule/day-availability'

/**
 * One look per day state, shared by the calendar's days and its legend so the two always match. In the dark
 * theme the states differ in lightness as well as hue (bright amber, mid green, dark red struck through), so
 * they stay apart for colour-blind eyes too. A full day keeps its full colour (react-day-picker would fade it
 * like the days that are not offered at all); its text stays at AA contrast.
 */
// The text colours are important (!): react-day-picker's unlayered stylesheet gives today's date the accent
// colour, which on these backgrounds would fall below AA contrast.
export const DAY_TONES: Record<DayAvailability, string> = {
  available: 'bg-green-100 text-green-950! dark:bg-green-700 dark:text-white!',
  limited: 'bg-amber-100 text-amber-950! dark:bg-amber-300 dark:text-amber-950!',
  unavailable: 'bg-red-100 text-red-950! line-through opacity-100! dark:bg-red-950 dark:text-red-200!',
}
