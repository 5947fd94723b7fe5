import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { windowLabel } from '../../../domain/planning/pickup-windows'
import type { ShopSettings } from '../../../domain/shop/settings-schemas'
import { Field, GroupError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import { LabeledCheckbox } from './labeled-checkbox'
import { FramedRow, RowsFieldset } from './rows-fieldset'
import { useWeekDays } from './use-week-days'

const MAX_WINDOWS = 8
const NEW_WINDOW = { start: '17:00', end: '19:00', limit: null }

/** The settings that plan a baking day: which weekdays the bakery bakes, its pickup windows and the order cut-off. */
export function BakeDaySettings({ form }: { form: UseFormReturn<ShopSettings> }) {
  const { t } = useTranslation()
  const weekDays = useWeekDays()
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
              {weekDays.map(({ day, name }) => (
                <LabeledCheckbox
                  key={day}
                  label={name}
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
      <RowsFieldset
        legend={t('admin.settings.pickupWindows')}
        count={windows.fields.length}
        max={MAX_WINDOWS}
        addLabel={t('admin.settings.addWindow')}
        onAdd={() => windows.append({ ...NEW_WINDOW })}
        error={errors.pickupWindows?.message}
      >
        {windows.fields.map((row, index) => {
          const rowErrors = errors.pickupWindows?.[index]
          return (
            <FramedRow
              key={row.id}
              className="sm:grid-cols-[1fr_1fr_1fr_auto]"
              canRemove={windows.fields.length > 1}
              removeLabel={t('admin.settings.removeWindow', { window: formatTimeSlot(windowLabel(form.getValues(`pickupWindows.${index}`) ?? row)) })}
              onRemove={() => windows.remove(index)}
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
            </FramedRow>
          )
        })}
      </RowsFieldset>
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
