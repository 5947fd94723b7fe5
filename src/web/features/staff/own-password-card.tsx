import { type FormEvent, useState } from 'react'
import { passwordChangeSchema } from '../../../domain/auth/staff-account-schemas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { queryKeys } from '../../lib/queries/keys'
import { useStaffMutation } from './use-staff-mutation'

type Draft = { currentPassword: string; newPassword: string; repeated: string }
const EMPTY: Draft = { currentPassword: '', newPassword: '', repeated: '' }

/** The signed-in person's own password: changing it signs out every other device they used. */
export function OwnPasswordCard() {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const change = useStaffMutation({
    mutationFn: ({ currentPassword, newPassword }: Draft) => api.post('/api/auth/password', { currentPassword, newPassword }),
    reloads: [queryKeys.staffAccounts],
    successToast: () => ({ title: t('admin.ownPassword.changed'), description: t('admin.ownPassword.changedText') }),
    failureTitle: t('admin.ownPassword.failed'),
    onSuccess: () => setDraft(EMPTY),
    onFieldErrors: (refused) => setErrors(Object.fromEntries(refused.map((field) => [field.path, field.message]))),
  })
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = passwordChangeSchema.safeParse(draft)
    const found: Partial<Record<keyof Draft, string>> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    if (!found.newPassword && draft.repeated !== draft.newPassword) found.repeated = t('admin.ownPassword.differ')
    setErrors(found)
    if (Object.keys(found).length === 0) change.mutate(draft)
  }

  return (
    <Card className="mt-8 grid max-w-3xl gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t('admin.ownPassword.title')}</h2>
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.ownPassword.help')}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
        <Field label={t('admin.ownPassword.current')} error={errors.currentPassword}>
          <Input
            type="password"
            autoComplete="current-password"
            value={draft.currentPassword}
            onChange={(e) => set({ currentPassword: e.target.value })}
          />
        </Field>
        <Field label={t('admin.ownPassword.new')} error={errors.newPassword} hint={t('admin.staffAccounts.passwordHint')}>
          <Input type="password" autoComplete="new-password" value={draft.newPassword} onChange={(e) => set({ newPassword: e.target.value })} />
        </Field>
        <Field label={t('admin.ownPassword.repeat')} error={errors.repeated}>
          <Input type="password" autoComplete="new-password" value={draft.repeated} onChange={(e) => set({ repeated: e.target.value })} />
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={change.isPending}>
            {t('admin.ownPassword.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
