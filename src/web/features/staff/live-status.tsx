import { registerArea } from '../../i18n/areas'
import { useTranslation } from '../../i18n/use-translation'
import { cn } from '../../lib/cn'

registerArea('admin')

/** Whether the staff live feed is connected: the dashboard's header and the admin shell's say it the same way. */
export function LiveStatus({ connected }: { connected: boolean }) {
  const { t } = useTranslation()
  return (
    <span role="status" className="flex items-center gap-2 text-xs whitespace-nowrap text-stone-600 dark:text-stone-300">
      <span className={cn('h-2 w-2 rounded-full', connected ? 'bg-green-600' : 'bg-amber-500')} aria-hidden />
      {connected ? t('admin.liveStatus.connected') : t('admin.liveStatus.reconnecting')}
    </span>
  )
}
