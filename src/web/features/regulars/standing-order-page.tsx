import { useQuery } from '@tanstack/react-query'
import { useParams, useSearch } from 'wouter'
import { standingTone } from '../../../domain/regulars/regular-states'
import { linkPageWithoutData } from '../../components/link-page-unreachable'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { FocusHeading } from '../../components/ui/focus-heading'
import { useTranslation } from '../../i18n/use-translation'
import { standingOrderQueries } from '../../lib/queries/standing-orders'
import { useDocumentTitle } from '../../lib/use-document-title'
import { LinkNotFound } from './link-not-found'
import { PageSkeleton } from './page-skeleton'
import { StandingOrderSummary } from './standing-order-summary'
import { StandingPauseForm } from './standing-pause-form'
import { StandingPlanForm } from './standing-plan-form'
import { StandingQuantitiesForm } from './standing-quantities-form'
import { StandingWeeks } from './standing-weeks'
import { useStandingChange } from './use-standing-change'

/** /standing-orders/:id?token=…: the customer manages their standing order from the private link they were sent. */
export function StandingOrderPage() {
  const { t } = useTranslation()
  const params = useParams<{ id: string }>()
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0 && token !== ''
  const standing = useQuery({ ...standingOrderQueries.withToken(id, token), enabled: valid })
  const cancel = useStandingChange(id, token)
  useDocumentTitle(t('regulars.manage.title'))
  const notFound = <LinkNotFound title={t('regulars.manage.notFoundTitle')} text={t('regulars.manage.notFoundText')} />
  if (!valid) return notFound
  if (standing.data === undefined) return linkPageWithoutData(standing, { notFound, loading: <PageSkeleton /> })
  const view = standing.data
  const cancelled = view.status === 'cancelled'
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <p className="text-stone-700 dark:text-stone-300">{t('regulars.manage.greeting', { name: view.firstName })}</p>
        <div className="flex flex-wrap items-center gap-3">
          <FocusHeading level="h1" className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">
            {t('regulars.manage.title')}
          </FocusHeading>
          <Badge tone={standingTone(view.status)}>{t(`regulars.status.${view.status}`)}</Badge>
        </div>
      </div>
      <StandingOrderSummary standing={view} />
      {cancelled && (
        <p role="status" className="rounded-lg bg-stone-100 p-4 dark:bg-stone-800">
          {t('regulars.manage.cancelledText')}
        </p>
      )}
      <StandingWeeks standing={view} token={token} />
      {!cancelled && (
        <>
          <StandingPauseForm key={view.pausedUntil ?? ''} standing={view} token={token} />
          <StandingPlanForm key={`${view.every}|${view.pickupTime}|${view.paymentMethod}`} standing={view} token={token} />
          <StandingQuantitiesForm key={view.items.map((item) => item.quantity).join()} standing={view} token={token} />
          <ConfirmDialog
            trigger={
              <Button variant="ghostDestructive" className="justify-self-start" disabled={cancel.isPending}>
                {t('regulars.manage.cancel.button')}
              </Button>
            }
            title={t('regulars.manage.cancel.title')}
            description={t('regulars.manage.cancel.text')}
            cancelLabel={t('regulars.manage.cancel.keep')}
            confirmLabel={t('regulars.manage.cancel.confirm')}
            onConfirm={() => cancel.mutate({ cancel: true })}
          />
        </>
      )}
    </main>
  )
}
