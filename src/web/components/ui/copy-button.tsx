import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { Button } from './button'

/** How long "Copied" shows before the button reads "Copy" again. */
const COPIED_MS = 2000

/**
 * Copies one value to the clipboard, and says so to the eye and to screen readers. `what` names the value
 * ("CLABE"), so each of several buttons has its own name.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // No clipboard (an old browser or a refused permission): the value stays on screen to copy by hand.
    }
  }
  return (
    <Button variant="ghost" size="sm" className="shrink-0 whitespace-nowrap" onClick={copy} aria-label={t('clipboard.copyValue', { what })}>
      {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      <span aria-live="polite">{copied ? t('clipboard.copied') : t('clipboard.copy')}</span>
    </Button>
  )
}
