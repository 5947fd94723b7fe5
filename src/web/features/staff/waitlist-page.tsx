import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { firstOrderDay } from '../../../domain/schedule/bookable-window'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { DataTable, Td } from '../../components/ui/data-table'
import { useFormatters } from '../../lib/format'
import { useBakeryTimeZone } from '../../lib/queries/settings'
import { waitlistQueries } from '../../lib/queries/waitlist'
import { waitlistTone } from '../../lib/standing-weeks'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { PageHeading } from './admin-table'
import { BakeDayPicker } from './bake-day-picker'

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
