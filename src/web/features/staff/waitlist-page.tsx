import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { firstOrderDay } from '../../../domain/schedule/bookable-window'
import { Badge } from '../../components/ui/badge'
import { DataTable, Td } from '../../components/ui/data-table'
import { useFormatters } from '../../lib/format'
import { useBakeryTimeZone } from '../../lib/queries/settings'
import { waitlistQueries } from '../../lib/queries/waitlist'
import { waitlistTone } from '../../lib/standing-weeks'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { PageHeading } from './admin-table'
import { BakeDayPicker } from './bake-day-picker'

const COLUMNS = ['position', 'name', 'phone', 'product', 'quantity', 'status', 'holdUntil'] as const

/** Who waits for a day, in line order, and whose units are held right now. */
export function WaitlistPage() {
  const { t } = useTranslation()
  const { formatDate, formatPhone } = useFormatters()
  const text = useCatalogueText()
  const timeZone = useBakeryTimeZone()
  const [date, setDate] = useState(() => firstOrderDay(new Date(), timeZone))
  const entries = useQuery({ ...waitlistQueries.onDate(date), placeholderData: keepPreviousData })
  return (
    <>
      <PageHeading title={t('admin.waitlist.title')}>
        <BakeDayPicker value={date} onChange={setDate} />
      </PageHeading>
      <p className="-mt-4 mb-6 text-sm text-stone-600 dark:text-stone-300">{t('admin.waitlist.subtitle')}</p>
      {entries.isPending && <p role="status">{t('app.loading')}</p>}
      {entries.isError && <p className="text-red-700 dark:text-red-400">{t('admin.table.loadFailed')}</p>}
      {entries.isSuccess && (
        <DataTable
          label={t('admin.waitlist.table')}
          columns={COLUMNS.map((key) => (key === 'quantity' ? { label: t('admin.waitlist.quantity'), align: 'right' } : t(`admin.waitlist.${key}`)))}
          empty={entries.data.length === 0 && t('admin.waitlist.empty')}
        >
          {entries.data.map((entry) => (
            <tr key={entry.id}>
              <Td>{entry.position ?? ''}</Td>
              <Td>{entry.name}</Td>
              <Td>{formatPhone(entry.phone)}</Td>
              <Td>
                {entry.productName === null ? t('admin.waitlist.wholeDay') : text.name({ name: entry.productName, nameEs: entry.productNameEs })}
              </Td>
              <Td align="right">{entry.quantity}</Td>
              <Td>
                <Badge tone={waitlistTone(entry.status)}>{t(`waitlist.status.${entry.status}`)}</Badge>
              </Td>
              <Td>{entry.holdExpiresAt ? formatDate(entry.holdExpiresAt, 'dateTime') : ''}</Td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  )
}
