import { MessageCircle } from 'lucide-react'
import { useId } from 'react'
import { Checkbox } from '../../components/ui/checkbox'
import { useTranslation } from '../../i18n/use-translation'
import { formatPhone } from '../../lib/format-phone'

type WhatsappConsentProps = { number: string; checked: boolean; onCheckedChange: (checked: boolean) => void }

/** The customer's consent to WhatsApp messages about this order (off until they tick it), naming the number used. */
export function WhatsappConsent({ number, checked, onCheckedChange }: WhatsappConsentProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex items-start gap-3 rounded-lg border border-crust-100 bg-crust-50 p-4 dark:border-stone-700 dark:bg-stone-800">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          <MessageCircle className="mr-1.5 inline h-4 w-4 align-[-2px] text-green-700 dark:text-green-400" aria-hidden />
          {t('checkout.payment.whatsappConsent', { number: formatPhone(number) })}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
          {t('checkout.payment.whatsappConsentHint')}
        </p>
      </div>
    </div>
  )
}
