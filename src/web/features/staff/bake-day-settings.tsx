import { Plus, Trash2 } from 'lucide-react'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { windowLabel } from '../../../domain/planning/pickup-windows'
import type { ShopSettings } from '../../../domain/shop/settings-schemas'
import { Button } from '../../components/ui/button'
import { Field, GroupError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { lineStart, weekdayName } from '../../lib/format-time'
import { LabeledCheckbox } from './labeled-checkbox'

/** Monday first, as the shop's calendars show the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0]
const MAX_WINDOWS = 8
const NEW_WINDOW = { start: '17:00', end: '19:00', limit: null }

/** The settings that plan a baking day: which weekdays the bakery bakes, its pickup windows and the order cut-off. */
export function BakeDaySettings({ form }: { form: UseFormReturn<ShopSettings> }) {
  const { t, i18n } = useTranslation()
  const { formatTimeSlot } = useFormatters()
  const windows = useFieldArray({ control: form.control, name: 'pickupWindows' })
  const { errors } = form.formState
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('admin.settings.bakingDays')}</legend>
        <Controller
          control={form.control}
          name="bakingDays"
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEK.map((day) => (
                <LabeledCheckbox
                  key={day}
                  label={lineStart(weekdayName(day, i18n.language), i18n.language)}
                  checked={field.value.includes(day)}
                  onCheckedChange={(checked) => field.onChange(checked ? [...field.value, day] : field.value.filter((chosen) => chosen !== day))}
                />
              ))}
            </div>
          )}
        />
        <GroupError error={errors.bakingDays?.message} />
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.settings.bakingDaysHelp')}</p>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('admin.settings.pickupWindows')}</legend>
        {windows.fields.map((row, index) => {
          const rowErrors = errors.pickupWindows?.[index]
          return (
            <div
              key={row.id}
              className="grid grid-cols-2 items-end gap-x-2 gap-y-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] dark:border-stone-800"
            >
              <Field className="min-w-0" label={t('admin.settings.windowStart')} error={rowErrors?.start?.message}>
                <Input type="time" className="min-w-0" {...form.register(`pickupWindows.${index}.start`)} />
              </Field>
              <Field className="min-w-0" label={t('admin.settings.windowEnd')} error={rowErrors?.end?.message}>
                <Input type="time" className="min-w-0" {...form.register(`pickupWindows.${index}.end`)} />
              </Field>
              <Field
                className="min-w-0"
                label={t('admin.settings.windowLimit')}
                error={rowErrors?.limit?.message}
                hint={t('admin.settings.windowLimitHint')}
              >
                <Input
                  type="number"
                  min={1}
                  inputMode="numeric"
                  {...form.register(`pickupWindows.${index}.limit`, {
                    setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
                  })}
                />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                className="col-span-2 justify-self-end sm:col-span-1"
                disabled={windows.fields.length === 1}
                aria-label={t('admin.settings.removeWindow', {
                  window: formatTimeSlot(windowLabel(form.getValues(`pickupWindows.${index}`) ?? row)),
                })}
                onClick={() => windows.remove(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                <span className="sm:sr-only">{t('admin.settings.remove')}</span>
              </Button>
            </div>
          )
        })}
        <GroupError error={errors.pickupWindows?.message} />
        {windows.fields.length < MAX_WINDOWS && (
          <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => windows.append({ ...NEW_WINDOW })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('admin.settings.addWindow')}
          </Button>
        )}
      </fieldset>
      <Field
        className="max-w-60"
        label={t('admin.settings.orderCutoffTime')}
        error={errors.orderCutoffTime?.message}
        hint={t('admin.settings.orderCutoffHint')}
      >
        <Input type="time" {...form.register('orderCutoffTime', { setValueAs: (value) => (value === '' || value === null ? null : value) })} />
      </Field>
    </>
  )
}
