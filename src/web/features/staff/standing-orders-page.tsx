import { useQueryClient } from '@tanstack/react-query'
import { CalendarX, ExternalLink, Pencil, Play, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'wouter'
import { standingWeekMissedMessage } from '../../../domain/regulars/regular-notices'
import { standingTone, weekTone } from '../../../domain/regulars/regular-states'
import { STANDING_STATUSES, type StaffStandingOrder, type StandingWeek } from '../../../domain/regulars/standing-order-schemas'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { ActionText, DataTable, Pager, Td } from '../../components/ui/data-table'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { Select } from '../../components/ui/select'
import { TypedText } from '../../components/ui/typed-text'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { weekdayName } from '../../lib/format-time'
import { STANDING_ORDERS_PAGE_SIZE, standingOrderMutations, standingOrderQueries } from '../../lib/queries/standing-orders'
import { orderedInstead } from '../../lib/standing-weeks'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { LoadStatus, PageHeading } from './admin-table'
import { StandingOrderDialog } from './standing-order-dialog'
import { useServerPaging } from './use-server-paging'
import { useStaffMutation } from './use-staff-mutation'

type StandingStatus = StaffStandingOrder['status'] | ''

/**
 * The message a week the shop could not make sends by itself when the Cloud API is set up and the customer agreed,
 * in the customer's language, ready for staff to send from their own WhatsApp otherwise.
 */
function missedWeekChatLink(standing: StaffStandingOrder, week: StandingWeek): string {
  const message = standingWeekMissedMessage({
    name: standing.firstName,
    language: standing.language,
    link: `${window.location.origin}${standing.customerPath}`,
    date: week.date,
    reason: week.reason ?? '',
    nextDate: week.nextDate,
  })
  return whatsappChatLink(standing.customer.phone, message.text)
}
const STATUS_FILTERS = ['', ...STANDING_STATUSES] as const
/** Enough weeks to see what staff commit to bake soon without widening the table. */
const WEEKS_SHOWN = 3

/** Every standing order, a page at a time: who, what, how often, and the next weeks the shop commits to. */
export function StandingOrdersPage() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<StandingStatus>('')
  const paging = useServerPaging(status, STANDING_ORDERS_PAGE_SIZE, (page) => standingOrderQueries.list({ page, status }))
  const list = paging.query
  const columns = ['customer', 'items', 'every', 'status', 'nextWeeks'].map((key) => t(`admin.standingOrders.${key}`))
  return (
    <>
      <PageHeading title={t('admin.standingOrders.title')}>
        <Select
          aria-label={t('admin.standingOrders.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as StandingStatus)}
          width="auto"
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {option ? t(`regulars.status.${option}`) : t('admin.standingOrders.allStatuses')}
            </option>
          ))}
        </Select>
      </PageHeading>
      <p className="-mt-4 mb-6 text-sm text-stone-600 dark:text-stone-300">{t('admin.standingOrders.subtitle')}</p>
      <LoadStatus query={list} />
      {list.isSuccess && (
        <DataTable
          label={t('admin.standingOrders.table')}
          columns={columns}
          actionsLabel={t('admin.table.actions')}
          empty={list.data.standingOrders.length === 0 && t('admin.standingOrders.empty')}
        >
          {list.data.standingOrders.map((standing) => (
            <StandingOrderRow key={standing.id} standing={standing} />
          ))}
        </DataTable>
      )}
      <Pager page={paging.page} pages={paging.pages} onPage={paging.setPage} />
    </>
  )
}

function StandingOrderRow({ standing }: { standing: StaffStandingOrder }) {
  const { t, i18n } = useTranslation()
  const { formatDate, formatPhone } = useFormatters()
  const text = useCatalogueText()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const change = useStaffMutation({ ...standingOrderMutations.change(queryClient, standing.id), failureTitle: t('admin.standingOrders.failed') })
  const name = standing.customer.name
  const open = standing.status !== 'cancelled'
  return (
    <tr>
      <Td>
        <span className="grid">
          <span className="font-medium">
            <TypedText>{name}</TypedText>
          </span>
          <span className="text-stone-600 dark:text-stone-300">{formatPhone(standing.customer.phone)}</span>
        </span>
      </Td>
      <Td wrap className="min-w-36">
        <ul>
          {standing.items.map((item) => (
            <li key={`${item.productId}-${JSON.stringify(item.customizations)}`}>
              {t('regulars.manage.itemLine', { count: item.quantity, name: text.name(item) })}
            </li>
          ))}
        </ul>
      </Td>
      <Td wrap className="min-w-36">
        {t(`regulars.everyOn.${standing.every}`, { weekday: weekdayName(standing.weekday, i18n.language) })}
      </Td>
      <Td wrap>
        <span className="grid justify-items-start gap-1">
          <Badge tone={standingTone(standing.status)}>{t(`regulars.status.${standing.status}`)}</Badge>
          {standing.status === 'paused' && standing.pausedUntil && (
            <span className="text-xs">{t('admin.standingOrders.pausedUntil', { date: formatDate(standing.pausedUntil, 'shortWeekdayDay') })}</span>
          )}
          {standing.status === 'paused' && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('admin.standingOrders.resumeOf', { name })}
              disabled={change.isPending}
              onClick={() => change.mutate({ pausedUntil: null })}
            >
              <Play className="h-4 w-4" aria-hidden />
              {t('admin.standingOrders.resume')}
            </Button>
          )}
        </span>
      </Td>
      <Td wrap className="min-w-52">
        <ul className="grid justify-items-start gap-1">
          {standing.weeks.slice(0, WEEKS_SHOWN).map((week) => (
            <li key={week.date} className="grid justify-items-start gap-1">
              <Badge tone={weekTone(week.state)}>
                {t('admin.standingOrders.weekState', {
                  date: formatDate(week.date, 'shortWeekdayDay'),
                  state: t(`regulars.weekState.${week.state}`),
                })}
              </Badge>
              {/* The schedule makes no order on a day staff did not open: they are told while there is time to open it. */}
              {week.state === 'planned' && !week.dayOpen && (
                <Link
                  href="/admin/inventory"
                  className="flex items-center gap-1 text-sm font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300"
                >
                  <CalendarX className="h-4 w-4 shrink-0" aria-hidden />
                  {t('admin.standingOrders.dayNotOpen', { date: formatDate(week.date, 'shortWeekdayDay') })}
                </Link>
              )}
              {orderedInstead(week) && week.nextDate && (
                <span className="text-sm">{t('regulars.week.orderedInsteadDetail', { date: formatDate(week.nextDate, 'weekdayDay') })}</span>
              )}
              {week.state === 'not_created' && !orderedInstead(week) && (
                <NewTabLink
                  className="flex items-center gap-1 text-sm text-crust-800 underline underline-offset-2 dark:text-crust-300"
                  href={missedWeekChatLink(standing, week)}
                >
                  <ExternalLink className="h-4 w-4" aria-hidden />
                  {t('admin.standingOrders.tellMissed', { name })}
                </NewTabLink>
              )}
            </li>
          ))}
        </ul>
      </Td>
      <Td actions>
        {open && (
          <span className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" aria-label={t('admin.standingOrders.editOf', { name })} onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden />
              <ActionText>{t('admin.standingOrders.edit')}</ActionText>
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghostDestructive" size="sm" aria-label={t('admin.standingOrders.cancelOf', { name })} disabled={change.isPending}>
                  <X className="h-4 w-4" aria-hidden />
                  <ActionText>{t('admin.standingOrders.cancel')}</ActionText>
                </Button>
              }
              title={t('admin.standingOrders.cancelTitle')}
              description={t('admin.standingOrders.cancelText', { name })}
              cancelLabel={t('admin.standingOrders.keep')}
              confirmLabel={t('admin.standingOrders.cancelConfirm')}
              onConfirm={() => change.mutate({ cancel: true })}
            />
            <StandingOrderDialog standing={standing} open={editing} onOpenChange={setEditing} />
          </span>
        )}
      </Td>
    </tr>
  )
}
