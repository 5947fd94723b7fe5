import { randomBytes, timingSafeEqual } from 'node:crypto'

/** 256 random bits, URL-safe: the key of a private link (an order, a standing order, a waitlist place). */
export const newSecretToken = (): string => randomBytes(32).toString('base64url')

/** Compares in constant time, so a caller cannot find a token a character at a time. */
export function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
