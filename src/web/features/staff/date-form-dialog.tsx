import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import {
  type AvailableDate,
  availableDateChangeSchema,
  DEFAULT_MAX_ORDERS,
  newAvailableDateSchema,
} from '../../../domain/schedule/available-date-schemas'
import { firstOrderDay, isBakingDay } from '../../../domain/schedule/bookable-window'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { changedFields } from '../../lib/changed-fields'
import { useFormatters } from '../../lib/format'
import { queryKeys } from '../../lib/queries/keys'
import { settingsQueries, useBakeryTimeZone } from '../../lib/queries/settings'
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid'
import { LabeledCheckbox } from './labeled-checkbox'
import { useStaffMutation } from './use-staff-mutation'
// zod's messages in the staff's language, and ours for numbers (plain-issues.ts).
import '../../lib/zod-language'

type Props = { day?: AvailableDate; onClose: () => void }

/** Spec §5: the date is chosen only at creation (tomorrow or later), maxOrders at least 1, currentOrders read-only. */
export function DateFormDialog({ day, onClose }: Props) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const timeZone = useBakeryTimeZone()
  const tomorrow = firstOrderDay(new Date(), timeZone)
  const [date, setDate] = useState(day?.date ?? tomorrow)
  const [maxOrders, setMaxOrders] = useState(String(day?.maxOrders ?? DEFAULT_MAX_ORDERS))
  const [limited, setLimited] = useState(day?.limitedAvailability ?? false)
  const [notes, setNotes] = useState(day?.notes ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, errors)
  // Only baking days open (the server refuses others): said as soon as such a day is chosen.
  const bakingDays = useQuery(settingsQueries.shop()).data?.bakingDays
  const notBaking = !day && bakingDays !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && !isBakingDay(date, bakingDays)
  const notBakingText = notBaking ? t('admin.inventory.notBakingDay', { date: formatDate(date, 'longWeekday') }) : undefined

  const save = useStaffMutation({
    mutationFn: (body: Record<string, unknown>) =>
      day ? api.put<AvailableDate>(`/api/available-dates/${day.id}`, body) : api.post<AvailableDate>('/api/available-dates', body),
    successToast: (saved) => ({
      title: day ? t('admin.inventory.updated') : t('admin.inventory.created'),
      description: t(day ? 'admin.inventory.updatedText' : 'admin.inventory.createdText', { date: formatDate(saved.date, 'weekday') }),
    }),
    reloads: [queryKeys.dates],
    onSuccess: onClose,
    failureTitle: day ? t('admin.inventory.updateFailed') : t('admin.inventory.createFailed'),
    onFieldErrors: (refused) => setErrors(Object.fromEntries(refused.map((field) => [field.path, field.message]))),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = { maxOrders: maxOrders.trim() === '' ? Number.NaN : Number(maxOrders), limitedAvailability: limited, notes: notes.trim() || null }
    const parsed = day ? availableDateChangeSchema.safeParse(fields) : newAvailableDateSchema.safeParse({ ...fields, date, currentOrders: 0 })
    const problems: Record<string, string> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]).reverse())
    if (!day && date < tomorrow) problems.date = t('admin.inventory.dateTooEarly')
    else if (notBakingText) problems.date = notBakingText
    setErrors(problems)
    // An edit sends only what changed: a limit lowered meanwhile in another tab is not put back.
    if (parsed.success && Object.keys(problems).length === 0) save.mutate(day ? changedFields(fields, day) : { ...fields, date })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={day ? t('admin.inventory.editTitle') : t('admin.inventory.createTitle')}>
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
        <Field label={t('admin.inventory.date')} error={errors.date ?? notBakingText}>
          <Input type="date" value={date} min={tomorrow} disabled={Boolean(day)} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('admin.inventory.maxOrders')} error={errors.maxOrders}>
            <Input type="number" min={1} step={1} value={maxOrders} onChange={(e) => setMaxOrders(e.target.value)} />
          </Field>
          <Field label={t('admin.inventory.currentOrders')}>
            <Input type="number" value={day?.currentOrders ?? 0} readOnly />
          </Field>
        </div>
        <LabeledCheckbox label={t('admin.inventory.limitedAvailability')} checked={limited} onCheckedChange={(on) => setLimited(on)} />
        <Field label={t('admin.inventory.notes')} error={errors.notes}>
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.table.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {day ? t('admin.table.save') : t('admin.inventory.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
