import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { TAX_MODES } from '../../../domain/orders/tax-policy'
import { BANK_FIELDS, type PublicShopSettings, type ShopSettings, shopSettingsSchema } from '../../../domain/shop/settings-schemas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useOpeningHoursText } from '../../lib/use-opening-hours-text'
import { LoadStatus, PageHeading } from './admin-table'
import { BakeDaySettings } from './bake-day-settings'
import { OwnPasswordCard } from './own-password-card'
import { FramedRow, RowsFieldset } from './rows-fieldset'
import { StaffAccountsCard } from './staff-accounts-card'
import { useAdminAuth } from './use-admin-auth'
import { useSettingsWarnings } from './use-settings-warnings'
import { useStaffMutation } from './use-staff-mutation'
import { useWeekDays } from './use-week-days'
import '../../lib/zod-language'
import { Select } from '../../components/ui/select'
import { changedFields } from '../../lib/changed-fields'
import { settingsQueries } from '../../lib/queries/settings'

/** Spec §9 shows three rows of store hours; a week has at most seven. */
const MAX_HOURS_ROWS = 7
const NEW_HOURS_ROW = { fromDay: 1, toDay: 1, opens: '08:00', closes: '17:00' }

/** The shop's pages the footer links to, one field each. */
const SOCIAL_PAGES = [
  { field: 'facebookUrl', label: 'admin.settings.facebookUrl', placeholder: 'admin.settings.facebookPlaceholder' },
  { field: 'instagramUrl', label: 'admin.settings.instagramUrl', placeholder: 'admin.settings.instagramPlaceholder' },
] as const

const TAX_MODE_LABELS = {
  cart_only: 'admin.settings.taxCartOnly',
  added: 'admin.settings.taxAdded',
  included: 'admin.settings.taxIncluded',
} as const satisfies Record<(typeof TAX_MODES)[number], string>

export function AdminSettingsPage() {
  const { t } = useTranslation()
  // Read anew on opening: the form starts from the settings as they are now.
  const settings = useQuery({ ...settingsQueries.shop(), staleTime: 0 })
  const { user } = useAdminAuth()
  return (
    <>
      <PageHeading title={t('admin.settings.title')} />
      <p className="-mt-4 mb-6 text-sm text-stone-600 dark:text-stone-300">{t('admin.settings.subtitle')}</p>
      <LoadStatus query={{ isPending: !settings.isFetchedAfterMount, isError: settings.isError }} />
      {settings.isSuccess && settings.isFetchedAfterMount && <SettingsForm current={settings.data} />}
      {user?.managesStaff && <StaffAccountsCard />}
      <OwnPasswordCard />
    </>
  )
}

function SettingsForm({ current }: { current: ShopSettings }) {
  const { t } = useTranslation()
  const hoursText = useOpeningHoursText()
  const queryClient = useQueryClient()
  const form = useForm<ShopSettings>({ resolver: zodResolver(shopSettingsSchema), defaultValues: current })
  const hours = useFieldArray({ control: form.control, name: 'openingHours' })
  const { errors } = form.formState
  const taxMode = form.watch('taxMode')
  const warnings = useSettingsWarnings()
  // How and where customers pay, and where they reach the shop, are the owner's (OWNER_FIELDS); the rest read them here.
  const owner = useAdminAuth().user?.managesStaff === true

  const save = useStaffMutation({
    // Only what was changed here: a field saved meanwhile from another tab or device stays as saved there.
    mutationFn: (values: ShopSettings) => api.put<PublicShopSettings>('/api/settings', changedFields(values, form.formState.defaultValues ?? {})),
    successToast: () => ({ title: t('admin.settings.saved'), description: t('admin.settings.savedText') }),
    onSuccess: (saved, values) => {
      const before = form.formState.defaultValues ?? {}
      const changed = (fields: readonly (keyof ShopSettings)[]) =>
        fields.some((field) => JSON.stringify(values[field]) !== JSON.stringify(before[field]))
      queryClient.setQueryData(settingsQueries.shop().queryKey, saved)
      form.reset(saved)
      // Told after the save, never in its way: a failed look at the orders says nothing.
      if (changed(['pickupWindows'])) void warnings.windowsChanged(saved.pickupWindows).catch(() => undefined)
      if (changed(BANK_FIELDS)) void warnings.accountChanged().catch(() => undefined)
    },
    failureTitle: t('admin.settings.updateFailed'),
    onFieldErrors: (refused) => {
      for (const field of refused) form.setError(field.path as keyof ShopSettings, { message: field.message })
    },
  })

  return (
    <Card className="max-w-3xl">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="grid gap-4">
        <OwnerFieldset owner={owner} legend={t('admin.settings.contact')} ownerOnly={t('admin.settings.contactOwnerOnly')}>
          <Field label={t('admin.settings.whatsappNumber')} error={errors.whatsappNumber?.message}>
            <Input type="tel" autoComplete="off" {...form.register('whatsappNumber')} />
          </Field>
          <Field label={t('admin.settings.shopAddress')} error={errors.shopAddress?.message}>
            <Input autoComplete="off" {...form.register('shopAddress')} />
          </Field>
          <Field label={t('admin.settings.shopEmail')} error={errors.shopEmail?.message}>
            <Input type="email" autoComplete="off" {...form.register('shopEmail')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_PAGES.map(({ field, label, placeholder }) => (
              <Field key={field} label={t(label)} hint={t('admin.settings.socialHint')} error={errors[field]?.message}>
                <Input type="url" inputMode="url" autoComplete="off" placeholder={t(placeholder)} {...form.register(field)} />
              </Field>
            ))}
          </div>
        </OwnerFieldset>
        <OwnerFieldset owner={owner} legend={t('admin.settings.payments')} ownerOnly={t('admin.settings.paymentsOwnerOnly')}>
          <Field label={t('admin.settings.bankName')} error={errors.bankName?.message}>
            <Input {...form.register('bankName')} />
          </Field>
          <Field label={t('admin.settings.bankClabe')} error={errors.bankClabe?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('bankClabe')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <Field className="content-start" label={t('admin.settings.bankBeneficiary')} error={errors.bankBeneficiary?.message}>
              <Input autoComplete="off" {...form.register('bankBeneficiary')} />
            </Field>
            <Field
              className="content-start"
              label={t('admin.settings.transferPayByHours')}
              hint={t('admin.settings.transferPayByHint')}
              error={errors.transferPayByHours?.message}
            >
              <Input type="number" inputMode="numeric" min={1} max={168} step={1} {...form.register('transferPayByHours', { valueAsNumber: true })} />
            </Field>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1 accent-crust-700" {...form.register('releaseOverdueTransfers')} />
            {t('admin.settings.releaseOverdueTransfers')}
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1 accent-crust-700" {...form.register('stripeCashMethods')} />
            {t('admin.settings.stripeCashMethods')}
          </label>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('admin.settings.tax')}</legend>
            {TAX_MODES.map((mode) => (
              <label key={mode} className="flex items-start gap-2 text-sm">
                <input type="radio" value={mode} className="mt-1 accent-crust-700" {...form.register('taxMode')} />
                {t(TAX_MODE_LABELS[mode])}
              </label>
            ))}
            {taxMode !== 'included' && (
              <Field className="max-w-40" label={t('admin.settings.taxPercent')} error={errors.taxPercent?.message}>
                <Input type="number" inputMode="decimal" min={0} max={100} step="0.01" {...form.register('taxPercent', { valueAsNumber: true })} />
              </Field>
            )}
            <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.settings.taxHelp')}</p>
          </fieldset>
        </OwnerFieldset>
        <RowsFieldset
          legend={t('admin.settings.openingHours')}
          count={hours.fields.length}
          max={MAX_HOURS_ROWS}
          addLabel={t('admin.settings.addRow')}
          onAdd={() => hours.append({ ...NEW_HOURS_ROW })}
        >
          {hours.fields.map((row, index) => {
            const rowErrors = errors.openingHours?.[index]
            return (
              <FramedRow
                key={row.id}
                className="sm:grid-cols-[1fr_1fr_1fr_1fr_auto]"
                removeLabel={t('admin.settings.removeRow', { days: hoursText(form.getValues(`openingHours.${index}`) ?? row).days })}
                onRemove={() => hours.remove(index)}
              >
                <Field className="min-w-0" label={t('admin.settings.fromDay')} error={rowErrors?.fromDay?.message}>
                  <WeekdaySelect {...form.register(`openingHours.${index}.fromDay`, { valueAsNumber: true })} />
                </Field>
                <Field className="min-w-0" label={t('admin.settings.toDay')} error={rowErrors?.toDay?.message}>
                  <WeekdaySelect {...form.register(`openingHours.${index}.toDay`, { valueAsNumber: true })} />
                </Field>
                <Field className="min-w-0" label={t('admin.settings.opens')} error={rowErrors?.opens?.message}>
                  <Input type="time" className="min-w-0" {...form.register(`openingHours.${index}.opens`)} />
                </Field>
                <Field className="min-w-0" label={t('admin.settings.closes')} error={rowErrors?.closes?.message}>
                  <Input type="time" className="min-w-0" {...form.register(`openingHours.${index}.closes`)} />
                </Field>
              </FramedRow>
            )
          })}
        </RowsFieldset>
        <BakeDaySettings form={form} />
        <Field label={t('admin.settings.reminderTime')} hint={t('admin.settings.reminderTimeHint')} error={errors.reminderTime?.message}>
          <Input type="time" className="max-w-40" {...form.register('reminderTime')} />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
        </Button>
      </form>
    </Card>
  )
}

type OwnerFieldsetProps = { owner: boolean; legend: string; ownerOnly: string; children: ReactNode }

/** Settings only staff who manage accounts change (OWNER_FIELDS): disabled for the rest, who are told why. */
function OwnerFieldset({ owner, legend, ownerOnly, children }: OwnerFieldsetProps) {
  const noteId = useId()
  return (
    <fieldset disabled={!owner} aria-describedby={owner ? undefined : noteId} className="grid gap-4">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      {!owner && (
        <p id={noteId} className="-mt-2 text-sm text-stone-600 dark:text-stone-300">
          {ownerOnly}
        </p>
      )}
      {children}
    </fieldset>
  )
}

/** The days of the week, Monday first, named in the staff member's language. */
function WeekdaySelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      {useWeekDays().map(({ day, name }) => (
        <option key={day} value={day}>
          {name}
        </option>
      ))}
    </Select>
  )
}
