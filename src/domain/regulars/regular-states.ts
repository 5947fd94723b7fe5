import type { ErrorCode } from '../errors'
import type { BadgeTone } from '../orders/order-status'
import { CATALOGUE_REFUSALS, type CatalogueRefusal } from './repeat-order'
import type { StandingOrderView, WeekState } from './standing-order-schemas'
import type { WaitlistStatus } from './waitlist-schemas'

/** How staff and customers see a standing order's, a week's and a waitlist entry's state at a glance. */
const STANDING_TONES: Record<StandingOrderView['status'], BadgeTone> = { active: 'green', paused: 'amber', cancelled: 'red' }
const WEEK_TONES: Record<WeekState, BadgeTone> = {
  planned: 'blue',
  skipped: 'grey',
  paused: 'grey',
  created: 'green',
  not_created: 'red',
  cancelled: 'red',
}
const WAITLIST_TONES: Record<WaitlistStatus, BadgeTone> = {
  waiting: 'blue',
  offered: 'amber',
  claimed: 'green',
  expired: 'grey',
  closed: 'grey',
  left: 'grey',
}

export const standingTone = (status: StandingOrderView['status']): BadgeTone => STANDING_TONES[status]
export const weekTone = (state: WeekState): BadgeTone => WEEK_TONES[state]
export const waitlistTone = (status: WaitlistStatus): BadgeTone => WAITLIST_TONES[status]

/**
 * Why a week was not made, as pages explain it: a day's rule that refused it when the shop made it, or the
 * catalogue's refusal (not a malformed request or an outage).
 */
const WEEK_REASONS: ReadonlySet<string> = new Set<string>([
  ...CATALOGUE_REFUSALS,
  'date_full',
  'product_limit',
  'cutoff_passed',
  'date_not_bookable',
  'product_unavailable_day',
  'lead_time',
  'customer_day_limit',
] satisfies (ErrorCode | CatalogueRefusal)[])

export const isWeekReason = (code: string | null | undefined): code is string => code != null && WEEK_REASONS.has(code)
