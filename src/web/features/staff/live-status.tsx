import { registerArea } from '../../i18n/areas'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'

registerArea('admin')

/**
 * Whether the staff live feed is connected: the dashboard's header and the admin shell's say it the same way.
 * `dotOnPhones`: on a phone only the dot shows (the words stay for screen readers and as its title), so the shell's
 * header keeps Logout on its row.
 */
export function LiveStatus({ connected, dotOnPhones = false }: { connected: boolean; dotOnPhones?: boolean }) {
  const { t } = useTranslation()
  const said = connected ? t('admin.liveStatus.connected') : t('admin.liveStatus.reconnecting')
  return (
    <span role="status" title={said} className="flex items-center gap-2 text-xs whitespace-nowrap text-stone-600 dark:text-stone-300">
      <span className={cn('h-2 w-2 rounded-full', connected ? 'bg-green-600' : 'bg-amber-500')} aria-hidden />
      <span className={cn(dotOnPhones && 'max-sm:sr-only')}>{said}</span>
    </span>
  )
}
