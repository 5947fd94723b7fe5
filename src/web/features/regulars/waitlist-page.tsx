import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { Link, useParams, useSearch } from 'wouter'
import { waitlistTone } from '../../../domain/regulars/regular-states'
import type { WaitlistEntryView } from '../../../domain/regulars/waitlist-schemas'
import { linkPageWithoutData } from '../../components/link-page-unreachable'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { FormAlert } from '../../components/ui/field'
import { FocusHeading } from '../../components/ui/focus-heading'
import { useTranslation } from '../../i18n/use-translation'
import { useCodeText } from '../../lib/code-text'
import { useFormatters } from '../../lib/format'
import { waitlistMutations, waitlistQueries } from '../../lib/queries/waitlist'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useDocumentTitle } from '../../lib/use-document-title'
import { LinkNotFound } from './link-not-found'
import { PageSkeleton } from './page-skeleton'
import { WaitlistClaimForm } from './waitlist-claim-form'

/** /waitlist/:id?token=…: the customer's place in line, and the claim form while units are held for them. */
export function WaitlistPage() {
  const { t } = useTranslation()
  const params = useParams<{ id: string }>()
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0 && token !== ''
  const entry = useQuery({ ...waitlistQueries.withToken(id, token), enabled: valid })
  useDocumentTitle(t('waitlist.page.title'))
  const notFound = <LinkNotFound title={t('waitlist.page.notFoundTitle')} text={t('waitlist.page.notFoundText')} />
  if (!valid) return notFound
  if (entry.data === undefined) return linkPageWithoutData(entry, { notFound, loading: <PageSkeleton /> })
  return <WaitlistEntry entry={entry.data} token={token} />
}

function WaitlistEntry({ entry, token }: { entry: WaitlistEntryView; token: string }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const text = useCatalogueText()
  const codeText = useCodeText('waitlist.page.errors')
  const queryClient = useQueryClient()
  const leave = useMutation(waitlistMutations.leave(queryClient, entry.id))
  const date = formatDate(entry.date, 'weekdayDay')
  const what =
    entry.productName === null
      ? t('waitlist.page.forDay', { date })
      : t('waitlist.page.forProduct', { count: entry.quantity, name: text.name({ name: entry.productName, nameEs: entry.productNameEs }), date })
  const inLine = entry.status === 'waiting' || entry.status === 'offered'
  return (
    <main className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <FocusHeading level="h1" className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">
            {t('waitlist.page.title')}
          </FocusHeading>
          <Badge tone={waitlistTone(entry.status)}>{t(`waitlist.status.${entry.status}`)}</Badge>
        </div>
        <p className="text-lg">{what}</p>
      </div>
      {entry.status === 'waiting' && (
        <Card className="grid gap-2">
          {entry.position !== null && (
            <p className="flex items-center gap-2 text-lg font-semibold">
              <Hourglass className="h-5 w-5" aria-hidden />
              {t('waitlist.page.position', { position: entry.position })}
            </p>
          )}
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('waitlist.page.waitingText')}</p>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('waitlist.page.keepLink')}</p>
        </Card>
      )}
      {entry.status === 'offered' && (
        <Card tone="green" className="grid gap-4">
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold">{t('waitlist.page.offeredTitle')}</h2>
            {entry.holdExpiresAt && <p>{t('waitlist.page.heldUntil', { time: formatDate(entry.holdExpiresAt, 'weekdayDateTime') })}</p>}
          </div>
          <WaitlistClaimForm entry={entry} token={token} />
        </Card>
      )}
      {entry.status === 'claimed' && (
        <Card tone="green" className="grid gap-3">
          <p>{t('waitlist.page.claimed')}</p>
          {entry.orderId !== null && entry.orderToken && (
            <Button asChild className="justify-self-start">
              <Link href={`/order-confirmation/${entry.orderId}?token=${encodeURIComponent(entry.orderToken)}`}>{t('waitlist.page.viewOrder')}</Link>
            </Button>
          )}
        </Card>
      )}
      {entry.status === 'expired' && <p role="status">{t('waitlist.page.expired')}</p>}
      {entry.status === 'closed' && <p role="status">{t('waitlist.page.closed')}</p>}
      {entry.status === 'left' && <p role="status">{t('waitlist.page.left')}</p>}
      {inLine && (
        <div className="grid gap-2">
          <FormAlert>{leave.error && codeText(leave.error)}</FormAlert>
          <Button variant="ghostDestructive" className="justify-self-start" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
            {leave.isPending ? t('waitlist.page.leaving') : t('waitlist.page.leave')}
          </Button>
        </div>
      )}
    </main>
  )
}
