import { useQueryClient } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Customer } from '../../../domain/customers/customer-schemas'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { useToast } from '../../components/ui/toaster'
import { ApiError } from '../../lib/api-client'
import { checkoutQueries } from './checkout-queries'

/** Spec §8 'Customer lookup': 404 'Customer Not Found', other failures 'Lookup Failed', success 'Customer Found'. */
export function WhatsappLookup({ onFound }: { onFound: (customer: Customer) => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [number, setNumber] = useState('')
  const [looking, setLooking] = useState(false)
  const lookUp = async (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const trimmed = number.trim()
    if (!trimmed) {
      toast({ title: t('checkout.customer.whatsappRequiredTitle'), description: t('checkout.customer.whatsappRequiredText'), variant: 'destructive' })
      return
    }
    setLooking(true)
    try {
      const customer = await queryClient.fetchQuery(checkoutQueries.customerByWhatsapp(trimmed))
      onFound(customer)
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
    <form onSubmit={lookUp} className="grid gap-2 rounded-xl border border-green-200 bg-green-50 p-4 dark:border-green-900 dark:bg-green-950">
      <p className="font-semibold">{t('checkout.customer.lookupTitle')}</p>
      <label htmlFor={inputId} className="text-sm">
        {t('checkout.customer.lookupText')}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="tel"
          autoComplete="tel"
          value={number}
          placeholder={t('checkout.customer.lookupPlaceholder')}
          onChange={(event) => setNumber(event.target.value)}
          className="min-w-0"
        />
        <Button type="submit" variant="whatsapp" disabled={looking} className="shrink-0">
          <Search className="h-4 w-4" aria-hidden />
          {t('checkout.customer.lookupButton')}
        </Button>
      </div>
    </form>
  )
}
