import { DayPicker, type DayPickerProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import { cn } from '../../lib/cn'
import { useCalendarLocale } from './calendar-locale'

/** react-day-picker with the shop's look (colours in styles.css under .bakery-calendar), in the active language; weeks start on Monday. */
export function Calendar({ className, ...props }: DayPickerProps) {
  const calendarLocale = useCalendarLocale()
  return <DayPicker locale={calendarLocale} weekStartsOn={1} className={cn('bakery-calendar', className)} {...props} />
}
