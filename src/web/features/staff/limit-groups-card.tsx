import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { type LimitGroup, limitGroupInputSchema } from '../../../domain/catalog/product-schemas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { limitGroupQueries, productQueries } from '../../lib/queries/catalogue'
import { queryKeys } from '../../lib/queries/keys'
import { useLimitOverrun } from './use-limit-overrun'
import { useStaffMutation } from './use-staff-mutation'
// zod's messages in the staff's language, and ours for numbers (plain-issues.ts).
import '../../lib/zod-language'

/**
 * Daily limits several products share (one oven, one dough): 'Sourdough loaves, 40 a day' across whole, sliced and
 * the special. Products join a group in their form.
 */
export function LimitGroupsCard() {
  const { t } = useTranslation()
  const groups = useQuery(limitGroupQueries.list())
  const products = useQuery(productQueries.list())
  const [name, setName] = useState('')
  const [limit, setLimit] = useState('')
  const [error, setError] = useState<string>()
  const failed = t('admin.limitGroups.failed')

  const create = useStaffMutation({
    mutationFn: (group: { name: string; dailyLimit: number }) => api.post<LimitGroup>('/api/limit-groups', group),
    reloads: [queryKeys.limitGroups],
    onSuccess: () => {
      setName('')
      setLimit('')
    },
    failureTitle: failed,
  })
  // A refused edit puts the stored name and limit back in the fields, so they never show what was not saved.
  const [refusals, setRefusals] = useState(0)
  const update = useStaffMutation({
    mutationFn: (group: LimitGroup) => api.put<LimitGroup>(`/api/limit-groups/${group.id}`, { name: group.name, dailyLimit: group.dailyLimit }),
    reloads: [queryKeys.limitGroups],
    failureTitle: failed,
    onError: () => setRefusals((count) => count + 1),
  })
  const remove = useStaffMutation({
    mutationFn: (group: LimitGroup) => api.delete(`/api/limit-groups/${group.id}`),
    // A product of the group is left without one.
    reloads: [queryKeys.limitGroups, queryKeys.products],
    failureTitle: failed,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = limitGroupInputSchema.safeParse({ name, dailyLimit: limit.trim() === '' ? Number.NaN : Number(limit) })
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message)
    if (parsed.success) create.mutate(parsed.data)
  }
  const members = (group: LimitGroup) =>
    (products.data ?? [])
      .filter((product) => product.limitGroupId === group.id)
      .map((product) => product.name)
      .join(', ')

  return (
    <Card className="mt-8 grid max-w-3xl gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t('admin.limitGroups.title')}</h2>
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.limitGroups.help')}</p>
      </div>
      <ul className="grid gap-3">
        {(groups.data ?? []).map((group) => (
          <li key={`${group.id}:${group.name}:${group.dailyLimit}:${refusals}`} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
            <Field label={t('admin.limitGroups.name')} hint={members(group) || t('admin.limitGroups.noProducts')}>
              <Input defaultValue={group.name} onBlur={(e) => e.target.value !== group.name && update.mutate({ ...group, name: e.target.value })} />
            </Field>
            <Field label={t('admin.limitGroups.dailyLimit')}>
              <Input
                type="number"
                min={1}
                defaultValue={group.dailyLimit}
                onBlur={(e) => Number(e.target.value) !== group.dailyLimit && update.mutate({ ...group, dailyLimit: Number(e.target.value) })}
              />
            </Field>
            <ConfirmDialog
              trigger={
                <Button variant="ghostDestructive" size="sm" aria-label={t('admin.limitGroups.remove', { name: group.name })}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              }
              title={t('admin.limitGroups.removeTitle', { name: group.name })}
              description={t('admin.limitGroups.removeText')}
              cancelLabel={t('admin.table.cancel')}
              confirmLabel={t('admin.table.delete')}
              onConfirm={() => remove.mutate(group)}
            />
            <GroupOverrun group={group} />
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
        <Field label={t('admin.limitGroups.newName')} error={error}>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('admin.limitGroups.placeholder')} />
        </Field>
        <Field label={t('admin.limitGroups.dailyLimit')}>
          <Input type="number" min={1} value={limit} onChange={(e) => setLimit(e.target.value)} />
        </Field>
        <Button type="submit" size="sm" disabled={create.isPending}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('admin.limitGroups.add')}
        </Button>
      </form>
    </Card>
  )
}

/** Under a group: the coming days already holding more than its limit (their orders stay; those days take no more). */
function GroupOverrun({ group }: { group: LimitGroup }) {
  const overrun = useLimitOverrun('group', group.id, group.dailyLimit)
  return overrun ? <p className="col-span-3 text-sm text-amber-800 dark:text-amber-300">{overrun}</p> : null
}
