import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button'
import { GroupError } from '../../components/ui/field'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'

type RowsFieldsetProps = { legend: string; count: number; max: number; addLabel: string; onAdd: () => void; error?: string; children: ReactNode }

/** A settings list of framed rows (opening hours, pickup windows), with an add button until it holds `max` rows. */
export function RowsFieldset({ legend, count, max, addLabel, onAdd, error, children }: RowsFieldsetProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
      <GroupError error={error} />
      {count < max && (
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden />
          {addLabel}
        </Button>
      )}
    </fieldset>
  )
}

type FramedRowProps = { className: string; removeLabel: string; canRemove?: boolean; onRemove: () => void; children: ReactNode }

/** One row: its fields side by side, two by two on a phone with the remove button under them. */
export function FramedRow({ className, removeLabel, canRemove = true, onRemove, children }: FramedRowProps) {
  const { t } = useTranslation()
  return (
    <div className={cn('grid grid-cols-2 items-end gap-x-2 gap-y-3 rounded-lg border border-stone-200 p-3 dark:border-stone-800', className)}>
      {children}
      <Button
        variant="ghost"
        size="sm"
        className="col-span-2 justify-self-end sm:col-span-1"
        disabled={!canRemove}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        <span className="sm:sr-only">{t('admin.settings.remove')}</span>
      </Button>
    </div>
  )
}
