import type { BadgeTone } from '../../domain/orders/order-status'
import type { StandingWeek, WeekState } from '../../domain/regulars/standing-order-schemas'
import type { WaitlistStatus } from '../../domain/regulars/waitlist-schemas'

type Translate = (key: string, options?: Record<string, unknown>) => string
type FormatDate = (value: string, style: 'weekdayDay' | 'weekdayDateTime') => string

const WEEK_TONES: Record<WeekState, BadgeTone> = {
  planned: 'blue',
  skipped: 'grey',
  paused: 'grey',
  created: 'green',
  not_created: 'red',
  cancelled: 'red',
}

export const weekTone = (state: WeekState): BadgeTone => WEEK_TONES[state]

/** Only a week the shop has not created yet can be skipped, or taken back from a skip. */
export const canSkip = (week: StandingWeek) => week.state === 'planned'
export const canUnskip = (week: StandingWeek) => week.state === 'skipped'

/** The refusals a week may meet when the shop creates it; any other code reads as the general one. */
const KNOWN_REASONS = new Set([
  'date_full',
  'product_limit',
  'cutoff_passed',
  'date_not_bookable',
  'product_unavailable_day',
  'lead_time',
  'out_of_stock',
  'customer_day_limit',
])

/** Whether a code is one of the day's rules refusing an order (not a malformed request or an outage). */
export const isDayRefusal = (code: string | null | undefined): code is string => code != null && KNOWN_REASONS.has(code)

/** Why a week was not created, from the server's error code, in the reader's language. */
export function reasonText(code: string | null, t: Translate): string {
  return t(isDayRefusal(code) ? `regulars.reasons.${code}` : 'regulars.reasons.other')
}

/** One line under a week's badge: when it will be ordered, which order it became, or why it was not. */
export function weekDetailText(week: StandingWeek, t: Translate, formatDate: FormatDate): string | null {
  switch (week.state) {
    case 'planned':
      return t('regulars.week.plannedDetail', { when: formatDate(week.createsAt, 'weekdayDateTime') })
    case 'created':
      return week.orderId === null ? null : t('regulars.week.createdDetail', { id: week.orderId })
    case 'not_created':
      return reasonText(week.reason, t)
    default:
      return null
  }
}

const WAITLIST_TONES: Record<WaitlistStatus, BadgeTone> = {
  waiting: 'blue',
  offered: 'amber',
  claimed: 'green',
  expired: 'grey',
  left: 'grey',
}

export const waitlistTone = (status: WaitlistStatus): BadgeTone => WAITLIST_TONES[status]
