import { isWeekReason } from '../../domain/regulars/regular-states'
import type { StandingWeek } from '../../domain/regulars/standing-order-schemas'
import type { Translate } from '../i18n/translator'

type FormatDate = (value: string, style: 'weekdayDay' | 'weekdayDateTime') => string

/** Only a week the shop has not made or recorded yet can be skipped, or taken back from a skip. */
export const canSkip = (week: StandingWeek) => week.state === 'planned'
export const canUnskip = (week: StandingWeek) => week.state === 'skipped' && !week.decided

/** A paused week the shop already recorded: resuming does not bring it back. */
export const staysPaused = (week: StandingWeek) => week.state === 'paused' && week.decided

/** A week not made whose customer took the day offered instead: it leads to that order. */
export const orderedInstead = (week: StandingWeek) => week.state === 'not_created' && week.orderId !== null && week.nextDate !== null

/** The refusals whose advice ("set it to 0 to get the others") needs other products in the series. */
const ABOUT_ONE_PRODUCT = new Set(['out_of_stock', 'product_removed'])

/** Why a week was not created, from the server's error code, in the reader's language; `lines`: the series' products. */
export function reasonText(code: string | null, t: Translate, lines?: number): string {
  if (!isWeekReason(code)) return t('regulars.reasons.other')
  return t(lines === 1 && ABOUT_ONE_PRODUCT.has(code) ? `regulars.reasons.${code}_only` : `regulars.reasons.${code}`)
}

/** One line under a week's badge: when it will be ordered, which order it became, or why it was not. */
export function weekDetailText(week: StandingWeek, t: Translate, formatDate: FormatDate, lines?: number): string | null {
  switch (week.state) {
    case 'planned':
      return t('regulars.week.plannedDetail', { when: formatDate(week.createsAt, 'weekdayDateTime') })
    case 'created':
      return week.orderId === null ? null : t('regulars.week.createdDetail', { id: week.orderId })
    case 'not_created':
      return orderedInstead(week) && week.nextDate
        ? t('regulars.week.orderedInsteadDetail', { date: formatDate(week.nextDate, 'weekdayDay') })
        : reasonText(week.reason, t, lines)
    default:
      return null
  }
}
