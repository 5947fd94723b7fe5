import { ApiError } from '../api-client'

/** Rows from the server, or the labelled sample rows when the server could not be reached (spec §8). */
/** A dashboard list: its rows (a list the server pages is its newest 200), how many there are in all, and whether they are the spec's samples. */
export type Loaded<T> = { rows: T[]; total?: number; sample: boolean }

/** Without an answer from the shop (network down, or a proxy saying the app is gone) — not a 401 or a 500. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status) && error.code === undefined
  return error instanceof TypeError
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

export async function withSample<T>(load: () => Promise<T[] | { items: T[]; total: number }>, sample: T[]): Promise<Loaded<T>> {
  try {
    const loaded = await load()
    return Array.isArray(loaded) ? { rows: loaded, sample: false } : { rows: loaded.items, total: loaded.total, sample: false }
  } catch (error) {
    if (isUnreachable(error)) return { rows: sample, sample: true }
    throw error
  }
}
