import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { type StaffAccount, type StaffAccountChange, staffAccountInputSchema } from '../../../domain/auth/staff-account-schemas'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { queryKeys } from '../../lib/queries/keys'
import { staffAccountQueries } from '../../lib/queries/staff-accounts'
import { LoadStatus } from './admin-table'
import { LabeledCheckbox } from './labeled-checkbox'
import { useStaffMutation } from './use-staff-mutation'

type Draft = { username: string; password: string; managesStaff: boolean }
const EMPTY: Draft = { username: '', password: '', managesStaff: false }

/**
 * Who can sign in to the staff side: add a person, take away or give back access, let them manage accounts too, sign
 * a person out everywhere (a phone lost or left at the shop). Access taken away ends the person's sessions at once.
 * Shown to those who manage staff accounts (the owner) only; the server refuses everyone else.
 */
export function StaffAccountsCard() {
  const { t } = useTranslation()
  const accounts = useQuery(staffAccountQueries.list())
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const failed = t('admin.staffAccounts.failed')
  const add = useStaffMutation({
    mutationFn: (account: Draft) => api.post('/api/staff-accounts', account),
    reloads: [queryKeys.staffAccounts],
    successToast: (_, account) => ({
      title: t('admin.staffAccounts.added', { username: account.username }),
      description: t('admin.staffAccounts.addedText'),
    }),
    failureTitle: failed,
    onSuccess: () => setDraft(EMPTY),
    onFieldErrors: (refused) => setErrors(Object.fromEntries(refused.map((field) => [field.path, field.message]))),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = staffAccountInputSchema.safeParse(draft)
    setErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
    if (parsed.success) add.mutate(parsed.data)
  }

  return (
    <Card className="mt-8 grid max-w-3xl gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t('admin.staffAccounts.title')}</h2>
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.staffAccounts.help')}</p>
      </div>
      <LoadStatus query={accounts} />
      <ul className="grid divide-y divide-stone-200 dark:divide-stone-800">
        {(accounts.data ?? []).map((account) => (
          <AccountRow key={account.id} account={account} />
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <Field label={t('admin.staffAccounts.username')} error={errors.username}>
          <Input autoComplete="off" value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.target.value })} />
        </Field>
        <Field label={t('admin.staffAccounts.password')} error={errors.password} hint={t('admin.staffAccounts.passwordHint')}>
          <Input
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(e) => setDraft({ ...draft, password: e.target.value })}
          />
        </Field>
        {/* Before the button, as it is filled in; below the row on a wide screen. */}
        <div className="sm:order-last sm:col-span-3">
          <LabeledCheckbox
            label={t('admin.staffAccounts.managesStaff')}
            checked={draft.managesStaff}
            onCheckedChange={(managesStaff) => setDraft({ ...draft, managesStaff })}
          />
        </div>
        <Button type="submit" size="sm" className="sm:mt-7" disabled={add.isPending}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('admin.staffAccounts.add')}
        </Button>
      </form>
    </Card>
  )
}

function AccountRow({ account }: { account: StaffAccount }) {
  const { t } = useTranslation()
  const { formatDate } = useFormatters()
  const failed = t('admin.staffAccounts.failed')
  const change = useStaffMutation({
    mutationFn: (change: StaffAccountChange) => api.patch(`/api/staff-accounts/${account.id}`, change),
    reloads: [queryKeys.staffAccounts],
    successToast: (_, change) => ({ title: t(changedText(change), { username: account.username }) }),
    failureTitle: failed,
  })
  const signOut = useStaffMutation({
    mutationFn: () => api.post(`/api/staff-accounts/${account.id}/sign-out`, {}),
    reloads: [queryKeys.staffAccounts],
    successToast: () => ({
      title: t(account.you ? 'admin.staffAccounts.othersSignedOut' : 'admin.staffAccounts.signedOut', { username: account.username }),
    }),
    failureTitle: failed,
  })
  const where = !account.active
    ? t('admin.staffAccounts.noAccess')
    : account.devices === 0
      ? t('admin.staffAccounts.notSignedIn')
      : t('admin.staffAccounts.signedIn', { count: account.devices, when: formatDate(account.lastSeenAt, 'dateTime') })
  // One's own browser stays signed in: only other devices can be signed out.
  const devicesElsewhere = account.you ? account.devices - 1 : account.devices
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">
          {account.username}
          {account.you && <span className="ml-2 text-sm font-normal text-stone-600 dark:text-stone-300">{t('admin.staffAccounts.you')}</span>}
          {account.managesStaff && (
            <span className="ml-2">
              <Badge tone="blue">{t('admin.staffAccounts.manager')}</Badge>
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">{where}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {devicesElsewhere > 0 && (
          <Button variant="secondary" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            {t(account.you ? 'admin.staffAccounts.signOutOthers' : 'admin.staffAccounts.signOut')}
          </Button>
        )}
        {!account.you && account.active && (
          <Button variant="secondary" size="sm" disabled={change.isPending} onClick={() => change.mutate({ managesStaff: !account.managesStaff })}>
            {t(account.managesStaff ? 'admin.staffAccounts.stopManaging' : 'admin.staffAccounts.letManage')}
          </Button>
        )}
        {!account.you && account.active && (
          <ConfirmDialog
            trigger={
              <Button variant="ghostDestructive" size="sm" disabled={change.isPending}>
                {t('admin.staffAccounts.takeAccess')}
              </Button>
            }
            title={t('admin.staffAccounts.takeAccessTitle', { username: account.username })}
            description={t('admin.staffAccounts.takeAccessText')}
            cancelLabel={t('admin.table.cancel')}
            confirmLabel={t('admin.staffAccounts.takeAccess')}
            onConfirm={() => change.mutate({ active: false })}
          />
        )}
        {!account.active && (
          <Button variant="secondary" size="sm" disabled={change.isPending} onClick={() => change.mutate({ active: true })}>
            {t('admin.staffAccounts.giveAccess')}
          </Button>
        )}
      </div>
    </li>
  )
}

/** The toast after a change: access given or taken, managing accounts given or taken. */
function changedText(change: StaffAccountChange): string {
  if (change.active !== undefined) return change.active ? 'admin.staffAccounts.accessGiven' : 'admin.staffAccounts.accessTaken'
  return change.managesStaff ? 'admin.staffAccounts.nowManages' : 'admin.staffAccounts.noLongerManages'
}
