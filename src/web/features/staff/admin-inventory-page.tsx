import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { BadgeTone } from '../../../domain/orders/order-status'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { type InventoryStatus, inventoryStatus } from '../../../domain/schedule/day-availability'
import { Badge } from '../../components/ui/badge'
import { matchesText, Td, usePagedSearch } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { queryKeys } from '../../lib/queries/keys'
import { AdminList, EditDeleteActions, PageHeading, SearchAndAdd } from './admin-table'
import { CurrentOrders } from './current-orders'
import { DateFormDialog } from './date-form-dialog'
import { useStaffMutation } from './use-staff-mutation'

const STATUS_TONES: Record<InventoryStatus, BadgeTone> = { 'Fully Booked': 'red', 'Almost Full': 'amber', Available: 'green' }

type Editing = { mode: 'create' } | { mode: 'edit'; day: AvailableDate } | null

export function AdminInventoryPage() {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const dates = useQuery(dateQueries.open())
  const [editing, setEditing] = useState<Editing>(null)
  const matches = useCallback(
    (day: AvailableDate, query: string) => matchesText(query, day.date, formatDate(day.date, 'weekday'), day.notes),
    [formatDate],
  )
  const table = usePagedSearch(dates.data, matches)

  const remove = useStaffMutation({
    mutationFn: (day: AvailableDate) => api.delete(`/api/available-dates/${day.id}`),
    successToast: (_, day) => ({
      title: t('admin.inventory.deleted'),
      description: t('admin.inventory.deletedText', { date: formatDate(day.date, 'weekday') }),
    }),
    reloads: [queryKeys.dates],
    failureTitle: t('admin.inventory.deleteFailed'),
  })

  return (
    <>
      <PageHeading title={t('admin.inventory.title')}>
        <SearchAndAdd
          search={table}
          placeholder={t('admin.table.search')}
          add={t('admin.inventory.add')}
          onAdd={() => setEditing({ mode: 'create' })}
        />
      </PageHeading>
      <AdminList
        label={t('admin.inventory.title')}
        query={dates}
        columns={[
          { label: t('admin.inventory.date') },
          { label: t('admin.inventory.maxOrders') },
          { label: t('admin.inventory.currentOrders') },
          { label: t('admin.inventory.status') },
          { label: t('admin.inventory.availability') },
          { label: t('admin.inventory.notes') },
        ]}
        empty={t('admin.inventory.empty')}
        table={table}
        row={(day) => {
          const status = inventoryStatus(day)
          const label = formatDate(day.date, 'weekday')
          return (
            <tr key={day.id}>
              <Td className="font-medium">{label}</Td>
              <Td wrap>{day.maxOrders}</Td>
              <Td wrap>
                <CurrentOrders day={day} />
              </Td>
              <Td wrap>
                <Badge tone={STATUS_TONES[status]}>{t(`admin.inventory.statuses.${status}`)}</Badge>
              </Td>
              <Td wrap>
                <Badge tone={day.limitedAvailability ? 'amber' : 'green'}>
                  {day.limitedAvailability ? t('admin.inventory.limited') : t('admin.inventory.available')}
                </Badge>
              </Td>
              {/* A long note shows its first lines here (all of it in its title and in Edit), so a row stays a row. */}
              <Td wrap className="min-w-32 max-w-xs text-stone-600 dark:text-stone-300">
                <span className="line-clamp-3" title={day.notes ?? undefined}>
                  {day.notes}
                </span>
              </Td>
              <EditDeleteActions
                name={label}
                onEdit={() => setEditing({ mode: 'edit', day })}
                confirm={{ title: t('admin.inventory.deleteTitle'), text: t('admin.inventory.deleteText', { date: label }) }}
                onDelete={() => remove.mutate(day)}
              />
            </tr>
          )
        }}
      />
      {editing && (
        <DateFormDialog
          key={editing.mode === 'edit' ? editing.day.id : 'new'}
          day={editing.mode === 'edit' ? editing.day : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
