import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useLocation } from 'wouter'
import type { z } from 'zod'
import type { GroupedProduct } from '../../domain/planning/day-limits'
import { joinWaitlistSchema, WAITLIST_MAX_QUANTITY } from '../../domain/regulars/waitlist-schemas'
import { toLanguage } from '../i18n/i18n'
import { useTranslation } from '../i18n/use-translation'
import { ApiError } from '../lib/api-client'
import { useCodeText } from '../lib/code-text'
import { useFormatters } from '../lib/format'
import { dateQueries } from '../lib/queries/dates'
import { daySettings, settingsQueries, useBakeryTimeZone } from '../lib/queries/settings'
import { waitlistMutations } from '../lib/queries/waitlist'
import { FormAlert } from './ui/field'
import '../lib/zod-language'
import { useCatalogueText } from '../lib/use-catalogue-text'
import { type WaitableDay, waitableDays } from '../lib/waitable-days'
import { Button } from './ui/button'
import { Checkbox } from './ui/checkbox'
import { Dialog } from './ui/dialog'
import { Field } from './ui/field'
import { Input } from './ui/input'
import { Select } from './ui/select'

const joinFormSchema = joinWaitlistSchema.pick({ date: true, quantity: true, name: true, phone: true, whatsappOptIn: true })
type JoinForm = z.infer<typeof joinFormSchema>
const FIELDS = ['date', 'quantity', 'name', 'phone'] as const

type WaitlistProduct = GroupedProduct & { name: string; nameEs?: string | null }

export type JoinWaitlistProps = {
  /** Waits for units of this product; without it, for a place on the day. */
  product?: WaitlistProduct
  /** The day the visitor was looking at, chosen first when it can be waited for. */
  date?: string
  /** A button beside the product, or a quiet link under the checkout calendar. */
  look?: 'button' | 'link'
}

/** The dialog of "Join the waitlist", loaded when it is opened: its form (react-hook-form, zod) stays off the pages' first load. */
export function JoinWaitlistDialog({ product, date, onClose }: Omit<JoinWaitlistProps, 'look'> & { onClose: () => void }) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('waitlist.join.title')}
      description={
        product ? `${t('waitlist.join.product', { name: text.name(product) })} · ${t('waitlist.join.description')}` : t('waitlist.join.description')
      }
    >
      <JoinWaitlistForm product={product} date={date} />
    </Dialog>
  )
}

function JoinWaitlistForm({ product, date }: Omit<JoinWaitlistProps, 'look'>) {
  const { t } = useTranslation()
  const dates = useQuery(dateQueries.open())
  const settings = useQuery(settingsQueries.shop())
  const timeZone = useBakeryTimeZone()
  if (dates.isPending || settings.isPending) return <p role="status">{t('app.loading')}</p>
  const rules = { settings: daySettings(settings.data), now: new Date(), timeZone }
  const days = waitableDays(dates.data ?? [], product, settings.data?.pickupWindows, rules)
  if (days.length === 0) return <p role="status">{t('waitlist.join.noDays')}</p>
  return <JoinWaitlistFields product={product} days={days} date={days.find((day) => day.date === date)?.date ?? days[0]?.date ?? ''} />
}

function JoinWaitlistFields({ product, days, date }: { product?: WaitlistProduct; days: WaitableDay[]; date: string }) {
  const { t, i18n } = useTranslation()
  const { formatDate } = useFormatters()
  const codeText = useCodeText('waitlist.join.errors')
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const consentId = useId()
  const form = useForm<z.input<typeof joinFormSchema>, unknown, JoinForm>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { date, quantity: 1, name: '', phone: '', whatsappOptIn: false },
  })
  const { errors } = form.formState
  const join = useMutation({
    ...waitlistMutations.join(queryClient),
    onSuccess: ({ id, token }) => navigate(`/waitlist/${id}?token=${encodeURIComponent(token)}`),
    onError: (error) => {
      if (!(error instanceof ApiError)) return
      for (const fieldError of error.errors) {
        const name = FIELDS.find((field) => field === fieldError.path)
        if (name) form.setError(name, { message: fieldError.message })
      }
    },
  })
  const submit = (values: JoinForm) => join.mutate({ ...values, ...(product ? { productId: product.id } : {}), language: toLanguage(i18n.language) })

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <div className={product ? 'grid gap-4 sm:grid-cols-[1fr_8rem]' : 'grid'}>
        <Field label={t('waitlist.join.date')} error={errors.date?.message}>
          <Select {...form.register('date')}>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {t(day.full ? 'waitlist.join.fullDay' : 'waitlist.join.soldOut', { date: formatDate(day.date, 'weekdayDay') })}
              </option>
            ))}
          </Select>
        </Field>
        {/* A place on the day is one order; units are counted only for a product. */}
        {product && (
          <Field label={t('waitlist.join.quantity')} error={errors.quantity?.message}>
            <Input type="number" inputMode="numeric" min={1} max={WAITLIST_MAX_QUANTITY} {...form.register('quantity', { valueAsNumber: true })} />
          </Field>
        )}
      </div>
      <Field label={t('waitlist.join.name')} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label={t('waitlist.join.phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
      </Field>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="whatsappOptIn"
          render={({ field }) => (
            <Checkbox
              id={consentId}
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(state) => field.onChange(state === true)}
              aria-describedby={`${consentId}-hint`}
            />
          )}
        />
        <div className="grid gap-1">
          <label htmlFor={consentId} className="font-medium">
            {t('waitlist.join.consent')}
          </label>
          <p id={`${consentId}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
            {t('waitlist.join.consentHint')}
          </p>
        </div>
      </div>
      <FormAlert>{join.error && !(join.error instanceof ApiError && join.error.errors.length > 0) && codeText(join.error)}</FormAlert>
      <Button type="submit" disabled={join.isPending}>
        {join.isPending ? t('waitlist.join.submitting') : t('waitlist.join.submit')}
      </Button>
    </form>
  )
}
