import type { ComponentProps } from 'react'
import { useTranslation } from '../../i18n/use-translation'

/**
 * A link that opens in a new tab (a WhatsApp chat, a map, a receipt, the privacy notice) and says so to screen
 * readers, so nobody is left wondering where the page they were on went. Works inside `Button asChild`.
 */
export function NewTabLink({ children, rel = 'noopener noreferrer', ...props }: ComponentProps<'a'>) {
  const { t } = useTranslation()
  return (
    <a target="_blank" rel={rel} {...props}>
      {children}
      <span className="sr-only"> {t('links.newTab')}</span>
    </a>
  )
}
