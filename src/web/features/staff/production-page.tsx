import { useQuery } from '@tanstack/react-query'
import { Printer } from 'lucide-react'
import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { firstOrderDay } from '../../../domain/schedule/bookable-window'
import { type IsoDate, isValidIsoDate } from '../../../domain/schedule/calendar-dates'
import { Button } from '../../components/ui/button'
import { DownloadButton } from '../../components/ui/download-button'
import { Select } from '../../components/ui/select'
import { toLanguage } from '../../i18n/i18n'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { productionQueries } from '../../lib/queries/production'
import { useBakeryTimeZone } from '../../lib/queries/settings'
import { addressWith } from './address-params'
import { LoadStatus, PageHeading } from './admin-table'
import { BakeDayPicker } from './bake-day-picker'
import { BakeList } from './bake-list'
import { PackingList } from './packing-list'
import { ProductionWeek } from './production-week'

/** A4 sheets, or the 80 mm roll of a receipt printer (one column, labels one under the other). */
type PaperSize = 'a4' | 'receipt'

/**
 * The roll's page, in place of the stylesheet's A4 while it is chosen. A page length is required ("80mm auto" is no
 * size, and Chromium printed A4), and a named @page did not reach Chromium's print either: one A4 length per page.
 */
const RECEIPT_PAGE = '@page { size: 80mm 297mm; margin: 2mm; }'

/**
 * What to bake on a day and how to pack it: the bake list by product and variant, then each order in pickup-window
 * order, then a label per bag. Printing shows only the sheet (print CSS), on A4 or an 80 mm receipt roll.
 */
export function ProductionPage() {
  const { t, i18n } = useTranslation()
  const timeZone = useBakeryTimeZone()
  const tomorrow = firstOrderDay(new Date(), timeZone)
  const openDays = useQuery(dateQueries.open())
  // The day and the view live in the address ('?date=2026-12-24&view=week'): a refresh or a link opens that sheet.
  const [path, navigate] = useLocation()
  const search = useSearch()
  const params = new URLSearchParams(search)
  const inAddress = params.get('date') ?? ''
  const picked: IsoDate | undefined = isValidIsoDate(inAddress) ? inAddress : undefined
  // Until staff pick a day, the next day the shop opened from tomorrow on: a closed Sunday has nothing to bake.
  const date = picked ?? openDays.data?.map((day) => day.date).find((day) => day >= tomorrow) ?? tomorrow
  const view = params.get('view') === 'week' ? 'week' : 'day'
  // Replaced, not pushed: Back leaves the page rather than stepping through every day looked at.
  const show = (changes: Record<string, string | null>) => navigate(addressWith(path, search, changes), { replace: true })
  const [paper, setPaper] = useState<PaperSize>('a4')
  return (
    <div className={cn('production-sheet', paper === 'receipt' && 'production-receipt')}>
      {paper === 'receipt' && <style>{RECEIPT_PAGE}</style>}
      <div className="print:hidden">
        <PageHeading title={t('admin.production.title')}>
          <div className="flex flex-wrap items-center gap-2">
            <div className="flex gap-1">
              {(['day', 'week'] as const).map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant={view === option ? 'primary' : 'secondary'}
                  aria-pressed={view === option}
                  onClick={() => show({ view: option === 'week' ? 'week' : null })}
                >
                  {t(`admin.production.${option}View`)}
                </Button>
              ))}
            </div>
            <BakeDayPicker value={date} onChange={(next) => show({ date: next })} step={view === 'week' ? 7 : 1} />
            <Select
              aria-label={t('admin.production.paper')}
              value={paper}
              onChange={(event) => setPaper(event.target.value as PaperSize)}
              width="auto"
              size="compact"
            >
              <option value="a4">{t('admin.production.paperA4')}</option>
              <option value="receipt">{t('admin.production.paperReceipt')}</option>
            </Select>
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('admin.production.print')}
            </Button>
            {/* The CSV is the day's sheet; the week has none, so it is not offered as if it were the week's. */}
            {view === 'day' && (
              <DownloadButton size="sm" href={`/api/production/${date}?format=csv&lang=${toLanguage(i18n.language)}`}>
                {t('admin.production.csv')}
              </DownloadButton>
            )}
          </div>
        </PageHeading>
      </div>
      {view === 'week' && <ProductionWeek date={date} />}
      {view === 'day' && <DaySheet date={date} />}
    </div>
  )
}

function DaySheet({ date }: { date: string }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const sheet = useQuery(productionQueries.day(date))
  return (
    <>
      <h2 className="mb-4 text-xl font-semibold">
        {t('admin.production.sheetFor', { date: formatDate(date, 'longWeekday'), count: sheet.data?.orderCount ?? 0 })}
      </h2>
      <LoadStatus query={sheet} />
      {sheet.data && sheet.data.orderCount === 0 && <p>{t('admin.production.noOrders')}</p>}
      {sheet.data && sheet.data.orderCount > 0 && (
        <div className="grid gap-8">
          <BakeList items={sheet.data.items} />
          <PackingList orders={sheet.data.orders} />
        </div>
      )}
    </>
  )
}
