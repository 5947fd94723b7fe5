import { useQueryClient } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import type { CustomerLookup } from '../../../domain/customers/customer-lookup-schemas'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { useToast } from '../../components/ui/toaster'
import { useTranslation } from '../../i18n/use-translation'
import { ApiError } from '../../lib/api-client'
import { customerQueries } from '../../lib/queries/customers'
import type { SavedCustomer } from './saved-customer'

type Found = CustomerLookup & { phone: string }

/** 'C. 60 …' never breaks across lines. */
const keepTogether = (hint: string) => hint.replace(/ /g, '\u00a0')

/**
 * Spec §8 'Customer lookup': 404 'Customer Not Found', other failures 'Lookup Failed', success 'Customer Found'.
 * The answer is masked ('María G., C. 60 …'); 'Yes, that's me' orders with the details the server keeps.
 */
export function WhatsappLookup({ onConfirm }: { onConfirm: (customer: SavedCustomer) => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [number, setNumber] = useState('')
  const [looking, setLooking] = useState(false)
  const [found, setFound] = useState<Found | null>(null)
  const [declined, setDeclined] = useState(false)
  const numberInput = useRef<HTMLInputElement>(null)
  const lookUp = async (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (looking) return
    const trimmed = number.trim()
    setFound(null)
    setDeclined(false)
    if (!trimmed) {
      toast({ title: t('checkout.customer.whatsappRequiredTitle'), description: t('checkout.customer.whatsappRequiredText'), variant: 'destructive' })
      return
    }
    setLooking(true)
    try {
      const lookup = await queryClient.fetchQuery(customerQueries.byWhatsapp(trimmed))
      setFound({ ...lookup, phone: trimmed })
      toast({ title: t('checkout.customer.foundTitle'), description: t('checkout.customer.foundText'), variant: 'success' })
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404
      toast(
        notFound
          ? { title: t('checkout.customer.notFoundTitle'), description: t('checkout.customer.notFoundText'), variant: 'warning' }
          : { title: t('checkout.customer.lookupFailedTitle'), description: t('checkout.customer.lookupFailedText'), variant: 'destructive' },
      )
    } finally {
      setLooking(false)
    }
  }
  return (
    <div className="grid gap-3 rounded-xl border border-green-200 bg-green-50 p-4 dark:border-green-900 dark:bg-green-950">
      <form onSubmit={lookUp} className="grid gap-2">
        <p className="font-semibold">{t('checkout.customer.lookupTitle')}</p>
        <label htmlFor={inputId} className="text-sm">
          {t('checkout.customer.lookupText')}
        </label>
        <div className="flex gap-2">
          <Input
            ref={numberInput}
            id={inputId}
            type="tel"
            autoComplete="tel"
            value={number}
            placeholder={t('checkout.customer.lookupPlaceholder')}
            onChange={(event) => setNumber(event.target.value)}
            className="min-w-0"
          />
          {/* Not `disabled` while it looks: that would drop the focus to the page; the answer is announced (status). */}
          <Button type="submit" variant="whatsapp" aria-disabled={looking} className="shrink-0">
            <Search className="h-4 w-4" aria-hidden />
            {t('checkout.customer.lookupButton')}
          </Button>
        </div>
      </form>
      {found && (
        <div role="status" className="grid gap-3 rounded-lg border border-green-300 bg-white p-3 dark:border-green-800 dark:bg-stone-900">
          <p className="font-medium">
            {found.addressHint
              ? t('checkout.customer.foundDetails', { name: found.displayName, address: keepTogether(found.addressHint) })
              : t('checkout.customer.foundDetailsNoAddress', { name: found.displayName })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                onConfirm({ useSavedDetails: true, ...found })
                setFound(null)
              }}
            >
              {t('checkout.customer.confirmYes')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setFound(null)
                setDeclined(true)
                // The question goes away with the button: back to the number, to try another one.
                numberInput.current?.focus()
              }}
            >
              {t('checkout.customer.confirmNo')}
            </Button>
          </div>
        </div>
      )}
      {declined && (
        <p role="status" className="text-sm">
          {t('checkout.customer.notMeText')}
        </p>
      )}
    </div>
  )
}
