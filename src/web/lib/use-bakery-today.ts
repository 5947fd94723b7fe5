import { useEffect, useState } from 'react'
import { bakeryToday, type IsoDate } from '../../domain/schedule/calendar-dates'
import { useBakeryTimeZone } from './queries/settings'

/** How often a page left open checks whether the bakery's day has turned. */
const DAY_CHECK_MS = 60_000

/**
 * The bakery's today, kept current on a page left open overnight (the counter's tablet): at midnight in the bakery's
 * time zone it turns to the next day without a reload.
 */
export function useBakeryToday(): IsoDate {
  const timeZone = useBakeryTimeZone()
  const [today, setToday] = useState(() => bakeryToday(new Date(), timeZone))
  useEffect(() => {
    setToday(bakeryToday(new Date(), timeZone))
    const timer = setInterval(() => setToday(bakeryToday(new Date(), timeZone)), DAY_CHECK_MS)
    return () => clearInterval(timer)
  }, [timeZone])
  return today
}
