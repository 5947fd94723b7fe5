/** How long an offered place or loaf is held for the customer before it passes to the next in line. */
export const WAITLIST_HOLD_MS = 2 * 60 * 60 * 1000

export const holdEnds = (offeredAt: Date): Date => new Date(offeredAt.getTime() + WAITLIST_HOLD_MS)

/** An offer is the customer's until its hold ends. */
export const isHeld = (entry: { status: string; holdExpiresAt: Date | null }, now: Date): boolean =>
  entry.status === 'offered' && entry.holdExpiresAt !== null && entry.holdExpiresAt.getTime() > now.getTime()
