import { useSyncExternalStore } from 'react'
import type { IsoDate } from '../../domain/schedule/calendar-dates'

/** The pickup day a visitor is shopping for: the catalogue shows what is left that day, the checkout starts on it. */
export const PICKUP_DAY_STORAGE_KEY = 'pickupDay'

const listeners = new Set<() => void>()
let chosen: IsoDate | undefined = read()

function read(): IsoDate | undefined {
  try {
    const stored = localStorage.getItem(PICKUP_DAY_STORAGE_KEY)
    return stored && /^\d{4}-\d{2}-\d{2}$/.test(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

export function choosePickupDay(date: IsoDate | undefined) {
  chosen = date
  try {
    if (date) localStorage.setItem(PICKUP_DAY_STORAGE_KEY, date)
    else localStorage.removeItem(PICKUP_DAY_STORAGE_KEY)
  } catch {}
  for (const listener of listeners) listener()
}

export function usePickupDay(): IsoDate | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => chosen,
  )
}
