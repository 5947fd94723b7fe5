import { ApiError } from '../api-client'

/** Rows from the server, or the labelled sample rows when the server could not be reached (spec §8). */
export type Loaded<T> = { rows: T[]; sample: boolean }

/** Without an answer from the shop (network down, or a proxy saying the app is gone) — not a 401 or a 500. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status) && error.code === undefined
  return error instanceof TypeError
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

export async function withSample<T>(load: () => Promise<T[]>, sample: T[]): Promise<Loaded<T>> {
  try {
    return { rows: await load(), sample: false }
  } catch (error) {
    if (isUnreachable(error)) return { rows: sample, sample: true }
    throw error
  }
}
