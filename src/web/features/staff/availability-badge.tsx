import { type DayCapacity, staffAvailabilityBadge } from '../../../domain/schedule/day-availability'
import { Badge } from '../../components/ui/badge'
import { useTranslation } from '../../i18n/use-translation'

export function AvailabilityBadge({ day }: { day: DayCapacity }) {
  const { t } = useTranslation()
  const badge = staffAvailabilityBadge(day)
  return <Badge tone={badge.tone}>{badge.full ? t('staffDashboard.dates.full') : t('staffDashboard.dates.left', { count: badge.placesLeft })}</Badge>
}
