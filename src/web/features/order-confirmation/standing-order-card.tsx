import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Repeat } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import type { Order } from '../../../domain/orders/order-schemas'
import { STANDING_EVERY, type StandingEvery } from '../../../domain/regulars/standing-schedule'
import { weekdayOf } from '../../../domain/schedule/calendar-dates'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { readWritten } from '../../../domain/written-text'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { CopyButton } from '../../components/ui/copy-button'
import { FormAlert } from '../../components/ui/field'
import { FocusHeading } from '../../components/ui/focus-heading'
import { Input } from '../../components/ui/input'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { RadioTile } from '../../components/ui/radio-tile'
import { WeeklyPaymentChoice } from '../../components/weekly-payment-choice'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { weekdayName } from '../../lib/format-time'
import { settingsQueries } from '../../lib/queries/settings'
import { standingOrderMutations, standingOrderQueries } from '../../lib/queries/standing-orders'
import { useOfferedPayment } from '../../lib/use-offered-payment'

/**
 * "Make this a standing order": the same lines on the same weekday, every week or every two weeks. Not offered for an
 * order that already belongs to a series (the one it was set from, or a week it made): asking again changes nothing.
 */
export function StandingOrderCard({ order, pickupDate, token }: { order: Order; pickupDate: string; token: string }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const titleId = useId()
  const queryClient = useQueryClient()
  const [every, setEvery] = useState<StandingEvery>('week')
  // A card is charged once, at checkout: the weeks the shop places later are paid in cash or by transfer.
  const byCard = order.paymentMethod === 'card'
  const payment = useOfferedPayment(order.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'cash')
  const standing = useQuery(standingOrderQueries.ofOrder(order.id, token))
  const settings = useQuery(settingsQueries.shop())
  // The shop sends the link only where it sends WhatsApp messages at all, to a customer who agreed to them.
  const sentByWhatsapp = order.whatsappOptIn && settings.data?.whatsappConfigured === true
  const start = useMutation(standingOrderMutations.start(queryClient, order.id))
  const weekday = weekdayName(weekdayOf(pickupDate), i18n.language)

  if (start.data) {
    const path = `/standing-orders/${start.data.id}?token=${encodeURIComponent(start.data.manageToken)}`
    const link = `${window.location.origin}${path}`
    return (
      <Card tone="green" role="region" aria-labelledby={titleId} className="grid gap-3">
        {/* It replaces the form the customer just sent: focus comes here, not to the page. */}
        <FocusHeading id={titleId} className="flex items-center gap-2 font-semibold">
          <Repeat className="h-5 w-5" aria-hidden />
          {t('regulars.start.doneTitle')}
        </FocusHeading>
        {/* The series as the shop set it, which a retry may find already set otherwise. */}
        <p className="text-sm">{t(`regulars.everyOn.${start.data.every}`, { weekday })}</p>
        <p className="text-sm">{t('regulars.start.doneText')}</p>
        {sentByWhatsapp && <p className="text-sm">{t('regulars.start.whatsappToo')}</p>}
        <div className="flex items-center gap-1">
          <Input readOnly value={link} aria-label={t('regulars.start.link')} className="font-mono text-sm" />
          <CopyButton value={link} what={t('regulars.start.link')} />
        </div>
        <Button asChild className="justify-self-start">
          <Link href={path}>{t('regulars.start.open')}</Link>
        </Button>
      </Card>
    )
  }
  // The private link is shown once, to whoever set the series (a forwarded order link must not open it): later
  // visits are told the order repeats, and where to turn if the link is lost.
  // A series cancelled since no longer repeats: said so, with nothing to manage.
  if (standing.data?.inStandingOrder === true) {
    const { cancelled } = standing.data
    return (
      <Card role="region" aria-labelledby={titleId} className="grid gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Repeat className="h-5 w-5" aria-hidden />
          {t(cancelled ? 'regulars.start.cancelledTitle' : 'regulars.start.alreadyTitle')}
        </h2>
        <p className="text-sm">{t(cancelled ? 'regulars.start.cancelledText' : 'regulars.start.alreadyText')}</p>
        {!cancelled && settings.data && (
          <NewTabLink
            href={whatsappChatLink(settings.data.whatsappNumber, t('regulars.start.lostLinkMessage', { id: order.id }))}
            className="text-sm font-medium text-crust-800 underline dark:text-crust-300"
          >
            {t('regulars.start.lostLink')}
          </NewTabLink>
        )}
      </Card>
    )
  }
  // Offered only once the shop says the order repeats in no series yet.
  if (standing.data?.inStandingOrder !== false) return null
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Repeat className="h-5 w-5" aria-hidden />
          {t('regulars.start.title')}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('regulars.start.text')}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('regulars.start.every')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STANDING_EVERY.map((option) => (
            <RadioTile key={option} name="standing-every" value={option} checked={every === option} onSelect={() => setEvery(option)}>
              {t(`regulars.everyOn.${option}`, { weekday })}
            </RadioTile>
          ))}
        </div>
      </fieldset>
      {byCard && (
        <div className="grid gap-1">
          <WeeklyPaymentChoice name="standing-payment" legend={t('regulars.start.payment')} payment={payment} />
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('regulars.start.paymentHint')}</p>
        </div>
      )}
      <FormAlert>{start.error && `${t('regulars.start.failed')} ${errorText(whyRefused(start.error))}`}</FormAlert>
      <Button
        className="justify-self-start"
        disabled={start.isPending}
        onClick={() => start.mutate({ token, every, ...(byCard ? { paymentMethod: payment.paymentMethod } : {}) })}
      >
        {start.isPending ? t('regulars.start.submitting') : t('regulars.start.submit')}
      </Button>
    </Card>
  )
}

/**
 * A line the shop no longer sells as it was ordered (a pack taken away): its own reason ('comes in packs of 1, 6'),
 * rather than the whole order's, which asks to reload, and reloading cannot help.
 */
function whyRefused(error: Error): Error | string {
  const catalogue = error instanceof ApiError && readWritten(error.written ?? '')?.key === 'order_not_in_catalogue'
  return (catalogue && error.errors[0]?.message) || error
}
