import { Info } from 'lucide-react'
import { useTranslation } from '../../i18n/use-translation'

export function CartNotice() {
  const { t } = useTranslation()
  return (
    <aside className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
      <Info className="h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('cart.noticeTitle')}</p>
        <p>{t('cart.notice24h')}</p>
        <p>{t('cart.noticeWhatsapp')}</p>
      </div>
    </aside>
  )
}
