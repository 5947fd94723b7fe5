import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { isWeekReason, weekTone } from '../../../domain/regulars/regular-states'
import type { StandingOrderView, StandingWeek } from '../../../domain/regulars/standing-order-schemas'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { useFormatters } from '../../lib/format'
import { standingOrderMutations } from '../../lib/queries/standing-orders'
import { canSkip, canUnskip, orderedInstead, reasonText, weekDetailText } from '../../lib/standing-weeks'
import { useStandingChange } from './use-standing-change'

type StandingWeeksProps = { standing: StandingOrderView; token: string }

/** The weeks ahead, each with its state: skip one or take the skip back; a week that did not fit offers another day. */
export function StandingWeeks({ standing, token }: StandingWeeksProps) {
  const { t } = useTranslation()
  return (
    <Card className="grid gap-3">
      <h2 className="font-semibold">{t('regulars.manage.weeks')}</h2>
      <ul className="divide-y divide-stone-200 dark:divide-stone-800">
        {standing.weeks.map((week) => (
          <WeekRow key={week.date} week={week} standing={standing} token={token} />
        ))}
      </ul>
    </Card>
  )
}

function WeekRow({ week, standing, token }: { week: StandingWeek; standing: StandingOrderView; token: string }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const change = useStandingChange(standing.id, token)
  const date = formatDate(week.date, 'weekdayDay')
  const detail = weekDetailText(week, t, formatDate, standing.items?.length)
  const open = standing.status !== 'cancelled'
  return (
    <li aria-label={date} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{date}</span>
          <Badge tone={weekTone(week.state)}>{t(`regulars.weekState.${week.state}`)}</Badge>
        </span>
        {detail && <span className="text-sm text-stone-600 dark:text-stone-300">{detail}</span>}
      </div>
      <div className="flex flex-wrap gap-2">
        {open && canSkip(week) && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('regulars.manage.skipWeek', { date })}
            disabled={change.isPending}
            onClick={() => change.mutate({ skip: week.date })}
          >
            {t('regulars.manage.skip')}
          </Button>
        )}
        {open && canUnskip(week) && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('regulars.manage.unskipWeek', { date })}
            disabled={change.isPending}
            onClick={() => change.mutate({ unskip: week.date })}
          >
            {t('regulars.manage.unskip')}
          </Button>
        )}
        {(week.state === 'created' || orderedInstead(week)) && week.orderId !== null && week.orderToken && (
          <Button asChild size="sm" variant="ghost">
            <Link href={`/order-confirmation/${week.orderId}?token=${encodeURIComponent(week.orderToken)}`}>
              {t('regulars.manage.viewOrder', { id: week.orderId })}
            </Link>
          </Button>
        )}
        {open && week.state === 'not_created' && !orderedInstead(week) && week.nextDate && (
          <OrderInstead standingId={standing.id} token={token} date={week.nextDate} />
        )}
      </div>
    </li>
  )
}

/** Places the series' lines for the next day that fits, then shows that order. */
function OrderInstead({ standingId, token, date }: { standingId: number; token: string; date: string }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const queryClient = useQueryClient()
  const toast = useToast()
  const errorText = useErrorText()
  const [, navigate] = useLocation()
  const place = useMutation({
    ...standingOrderMutations.place(queryClient, standingId),
    onError: (error) =>
      toast({
        title: t('regulars.manage.failed'),
        description: error instanceof ApiError && isWeekReason(error.code) ? reasonText(error.code, t) : errorText(error),
        variant: 'destructive',
      }),
  })
  return (
    <Button
      size="sm"
      disabled={place.isPending}
      onClick={() =>
        place.mutate(
          { token, date },
          { onSuccess: ({ orderId, accessToken }) => navigate(`/order-confirmation/${orderId}?token=${encodeURIComponent(accessToken)}`) },
        )
      }
    >
      {place.isPending ? t('regulars.manage.ordering') : t('regulars.manage.orderInstead', { date: formatDate(date, 'weekdayDay') })}
    </Button>
  )
}
