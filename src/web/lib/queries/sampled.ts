import type { QueryFunctionContext } from '@tanstack/react-query'
import { ApiError } from '../api-client'

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

/**
 * A dashboard query's function: the server's answer or, when the shop cannot be reached, the spec's labelled sample
 * (§8). Once real data is on screen a failed reload keeps it and reports the error: staff must never see the
 * sample take the place of real orders (and the live feed stop) because of one bad gateway.
 */
export function orSample<T extends { sample: boolean }>(load: () => Promise<T>, sample: () => T) {
  return async ({ client, queryKey }: QueryFunctionContext): Promise<T> => {
    try {
      return await load()
    } catch (error) {
      const shown = client.getQueryData<T>(queryKey)
      if (isUnreachable(error) && (shown === undefined || shown.sample)) return sample()
      throw error
    }
  }
}

/** A dashboard list's query function: the server's rows, or the sample rows (see `orSample`). */
export function withSample<T>(load: () => Promise<T[] | { items: T[]; total: number }>, sample: T[]) {
  return orSample<Loaded<T>>(
    async () => {
      const loaded = await load()
      return Array.isArray(loaded) ? { rows: loaded, sample: false } : { rows: loaded.items, total: loaded.total, sample: false }
    },
    () => ({ rows: sample, sample: true }),
  )
}
