import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { productNameIn } from '../../../domain/catalog/product-names'
import { PLACE_ON_THE_DAY, waitlistOfferMessage } from '../../../domain/regulars/regular-notices'
import { waitlistTone } from '../../../domain/regulars/regular-states'
import type { StaffWaitlistEntry } from '../../../domain/regulars/waitlist-schemas'
import { firstOrderDay } from '../../../domain/schedule/bookable-window'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { DataTable, Td } from '../../components/ui/data-table'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { TypedText } from '../../components/ui/typed-text'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { useBakeryTimeZone } from '../../lib/queries/settings'
import { waitlistQueries } from '../../lib/queries/waitlist'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { LoadStatus, PageHeading } from './admin-table'
import { BakeDayPicker } from './bake-day-picker'

/**
 * Without the WhatsApp Cloud API (or for a customer who did not tick the box) staff send the offer from their own
 * WhatsApp: the same words as the automatic message, with the link to the customer's page.
 */
function offerChatLink(entry: StaffWaitlistEntry, timeZone: string): string {
  // In the customer's language, as the automatic offer is, whatever language staff read the page in.
  const productName = productNameIn({ name: entry.productName ?? '', nameEs: entry.productNameEs }, entry.language)
  const message = waitlistOfferMessage({
    name: entry.name,
    what: entry.productId === null ? PLACE_ON_THE_DAY[entry.language] : `${entry.quantity} × ${productName}`,
    date: entry.date,
    holdExpiresAt: new Date(entry.holdExpiresAt ?? Date.now()),
    link: `${window.location.origin}${entry.customerPath}`,
    language: entry.language,
    timeZone,
  })
  return whatsappChatLink(entry.phone, message.text)
}

/** Entries still in line: the days staff need to look at. */
const OPEN_STATUSES = new Set(['waiting', 'offered'])

const COLUMNS = ['position', 'name', 'phone', 'product', 'quantity', 'status', 'holdUntil'] as const

/** Who waits for a day, in line order, and whose units are held right now. */
export function WaitlistPage() {
  const { t } = useTranslation()
  const { formatDate, formatPhone } = useFormatters()
  const text = useCatalogueText()
  const timeZone = useBakeryTimeZone()
  const upcoming = useQuery(waitlistQueries.upcoming())
  const waitedDays = [...new Set((upcoming.data ?? []).filter((entry) => OPEN_STATUSES.has(entry.status)).map((entry) => entry.date))]
  const [picked, setPicked] = useState<string | null>(null)
  // Until staff pick a day: the first day someone waits for, else tomorrow.
  const date = picked ?? waitedDays[0] ?? firstOrderDay(new Date(), timeZone)
  const entries = useQuery({ ...waitlistQueries.onDate(date), placeholderData: keepPreviousData })
  return (
    <>
      <PageHeading title={t('admin.waitlist.title')}>
        <BakeDayPicker value={date} onChange={setPicked} />
      </PageHeading>
      <p className="-mt-4 mb-4 text-sm text-stone-600 dark:text-stone-300">{t('admin.waitlist.subtitle')}</p>
      {waitedDays.length > 0 && (
        <nav aria-label={t('admin.waitlist.days')} className="mb-6 flex flex-wrap items-center gap-2 text-sm">
          {waitedDays.map((day) => (
            <Button
              key={day}
              size="sm"
              variant={day === date ? 'primary' : 'secondary'}
              aria-current={day === date ? 'date' : undefined}
              onClick={() => setPicked(day)}
            >
              {formatDate(day, 'shortWeekdayDay')}
            </Button>
          ))}
        </nav>
      )}
      <LoadStatus query={entries} />
      {entries.isSuccess && (
        <DataTable
          label={t('admin.waitlist.table')}
          columns={COLUMNS.map((key) => (key === 'quantity' ? { label: t('admin.waitlist.quantity'), align: 'right' } : t(`admin.waitlist.${key}`)))}
          empty={entries.data.length === 0 && t('admin.waitlist.empty')}
        >
          {entries.data.map((entry) => (
            <tr key={entry.id}>
              <Td>{entry.position ?? ''}</Td>
              <Td wrap>
                <TypedText>{entry.name}</TypedText>
              </Td>
              <Td>{formatPhone(entry.phone)}</Td>
              <Td>
                {entry.productName === null ? t('admin.waitlist.wholeDay') : text.name({ name: entry.productName, nameEs: entry.productNameEs })}
              </Td>
              <Td align="right">{entry.quantity}</Td>
              <Td>
                <Badge tone={waitlistTone(entry.status)}>{t(`admin.waitlist.statuses.${entry.status}`)}</Badge>
              </Td>
              <Td wrap>
                {entry.holdExpiresAt ? formatDate(entry.holdExpiresAt, 'dateTime') : ''}
                {entry.status === 'offered' && entry.customerPath && (
                  <NewTabLink
                    className="mt-1 flex items-center gap-1 text-sm text-crust-800 underline underline-offset-2 dark:text-crust-300"
                    href={offerChatLink(entry, timeZone)}
                  >
                    <ExternalLink className="h-4 w-4" aria-hidden />
                    {t('admin.waitlist.sendOffer')}
                  </NewTabLink>
                )}
              </Td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  )
}
