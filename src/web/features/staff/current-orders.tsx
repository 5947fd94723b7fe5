import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { useTranslation } from '../../i18n/use-translation'

/** A day's places taken, saying how many of them waitlist offers hold rather than orders. */
export function CurrentOrders({ day }: { day: Pick<AvailableDate, 'currentOrders' | 'heldForWaitlist'> }) {
  const { t } = useTranslation()
  const held = day.heldForWaitlist ?? 0
  return (
    <span className="grid">
      {day.currentOrders}
      {held > 0 && <span className="text-xs text-stone-600 dark:text-stone-300">{t('admin.inventory.heldForWaitlist', { count: held })}</span>}
    </span>
  )
}
