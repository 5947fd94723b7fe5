import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane (about 70 ms here).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** Verified against when the username is unknown, so both failures take the same time. */
export const DUMMY_PASSWORD_HASH = await hashPassword('no-such-user-placeholder')
