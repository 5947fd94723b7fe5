import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { limitGroupQueries, productQueries } from '../../lib/queries/catalogue'
import { useBakeryToday } from '../../lib/use-bakery-today'

/**
 * Where a daily limit staff set is already passed, in words: the coming days that hold more (orders and waitlist
 * offers). Lowering a limit keeps those orders, and the day takes no more until it is back under; undefined when no
 * day holds more, with no limit, or for a product not saved yet (`id` undefined).
 */
export function useLimitOverrun(of: 'product' | 'group', id: number | undefined, limit: number | null): string | undefined {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const today = useBakeryToday()
  const queries = of === 'product' ? productQueries : limitGroupQueries
  const held = useQuery({ ...queries.daysHeld(id ?? 0, today), enabled: id !== undefined && limit !== null })
  // A limit the form will refuse (0, 2.5) has its own message when saved: no warning about days.
  if (limit === null || !Number.isInteger(limit) || limit < 1) return undefined
  const over = (held.data ?? []).filter((day) => day.units > limit)
  const first = over[0]
  if (!first) return undefined
  return t('admin.products.limitOverrun', { count: over.length, date: formatDate(first.date, 'medium'), units: first.units })
}
