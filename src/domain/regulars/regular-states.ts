import type { ErrorCode } from '../errors'
import type { BadgeTone } from '../orders/order-status'
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
const WAITLIST_TONES: Record<WaitlistStatus, BadgeTone> = { waiting: 'blue', offered: 'amber', claimed: 'green', expired: 'grey', left: 'grey' }

export const standingTone = (status: StandingOrderView['status']): BadgeTone => STANDING_TONES[status]
export const weekTone = (state: WeekState): BadgeTone => WEEK_TONES[state]
export const waitlistTone = (status: WaitlistStatus): BadgeTone => WAITLIST_TONES[status]

/** The day's rules that may refuse a week when the shop makes it (not a malformed request or an outage). */
const DAY_REFUSALS: ReadonlySet<string> = new Set<ErrorCode>([
  'date_full',
  'product_limit',
  'cutoff_passed',
  'date_not_bookable',
  'product_unavailable_day',
  'lead_time',
  'out_of_stock',
  'customer_day_limit',
])

export const isDayRefusal = (code: string | null | undefined): code is string => code != null && DAY_REFUSALS.has(code)
