import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useCallback, useState } from 'react'
import type { BadgeTone } from '../../../domain/orders/order-status'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { type InventoryStatus, inventoryStatus } from '../../../domain/schedule/day-availability'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { ActionText, matchesText, SearchBox, Td, usePagedSearch } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { dateQueries } from '../../lib/queries/dates'
import { queryKeys } from '../../lib/queries/keys'
import { AdminList, PageHeading } from './admin-table'
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
    saved: (_, day) => ({
      title: t('admin.inventory.deleted'),
      description: t('admin.inventory.deletedText', { date: formatDate(day.date, 'weekday') }),
    }),
    reloads: [queryKeys.dates],
    failed: t('admin.inventory.deleteFailed'),
  })

  return (
    <>
      <PageHeading title={t('admin.inventory.title')}>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <SearchBox value={table.query} onChange={table.setQuery} placeholder={t('admin.table.search')} />
          <Button className="shrink-0 whitespace-nowrap" onClick={() => setEditing({ mode: 'create' })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('admin.inventory.add')}
          </Button>
        </div>
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
              <Td wrap>{day.currentOrders}</Td>
              <Td wrap>
                <Badge tone={STATUS_TONES[status]}>{t(`admin.inventory.statuses.${status}`)}</Badge>
              </Td>
              <Td wrap>
                <Badge tone={day.limitedAvailability ? 'amber' : 'green'}>
                  {day.limitedAvailability ? t('admin.inventory.limited') : t('admin.inventory.available')}
                </Badge>
              </Td>
              <Td wrap className="min-w-32 max-w-xs text-stone-600 dark:text-stone-300">
                {day.notes}
              </Td>
              <Td actions>
                <Button variant="ghost" size="sm" aria-label={`${t('admin.table.edit')} ${label}`} onClick={() => setEditing({ mode: 'edit', day })}>
                  <Pencil className="h-4 w-4" aria-hidden />
                  <ActionText>{t('admin.table.edit')}</ActionText>
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="ghostDestructive" size="sm" aria-label={`${t('admin.table.delete')} ${label}`}>
                      <Trash2 className="h-4 w-4" aria-hidden />
                      <ActionText>{t('admin.table.delete')}</ActionText>
                    </Button>
                  }
                  title={t('admin.inventory.deleteTitle')}
                  description={t('admin.inventory.deleteText', { date: label })}
                  cancelLabel={t('admin.table.cancel')}
                  confirmLabel={t('admin.table.delete')}
                  onConfirm={() => remove.mutate(day)}
                />
              </Td>
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
