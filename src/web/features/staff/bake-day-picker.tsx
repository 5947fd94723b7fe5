import { ChevronLeft, ChevronRight } from 'lucide-react'
import { addDaysIso, type IsoDate } from '../../../domain/schedule/calendar-dates'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'

/** A day to plan for, typed or stepped a day at a time. */
export function BakeDayPicker({ value, onChange, step = 1 }: { value: IsoDate; onChange: (date: IsoDate) => void; step?: number }) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="sm" aria-label={t('admin.production.previous')} onClick={() => onChange(addDaysIso(value, -step))}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
      </Button>
      <Input
        type="date"
        aria-label={t('admin.production.day')}
        className="h-9 w-40"
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
      <Button variant="ghost" size="sm" aria-label={t('admin.production.next')} onClick={() => onChange(addDaysIso(value, step))}>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  )
}
