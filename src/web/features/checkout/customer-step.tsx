import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type CustomerInput, customerInputSchema } from '../../../domain/customers/customer-schemas'
import { isPostalCode, isYucatanPostalCode } from '../../../domain/customers/postal-code'
import { DEFAULT_CITY, DEFAULT_STATE } from '../../../domain/shop/shop-facts'
import { LONG_TEXT_MAX } from '../../../domain/validation'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { FocusHeading } from '../../components/ui/focus-heading'
import { Input } from '../../components/ui/input'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { Textarea } from '../../components/ui/textarea'
import { useTranslation } from '../../i18n/use-translation'
import type { CustomerDraft } from './checkout-state'
import { type CheckoutCustomer, isSavedCustomer, type SavedCustomer } from './saved-customer'
import { SavedDetailsCard } from './saved-details-card'
import { WhatsappLookup } from './whatsapp-lookup'
import '../../lib/zod-language'

type CustomerFormValues = z.input<typeof customerInputSchema>

const EMPTY_CUSTOMER: CustomerFormValues = {
  name: '',
  email: '',
  phone: '',
  whatsapp: '',
  streetAddress: '',
  colonia: '',
  city: DEFAULT_CITY,
  state: DEFAULT_STATE,
  postalCode: '',
  additionalInfo: '',
}

type CustomerStepProps = {
  initial: CheckoutCustomer | null
  /** What was typed before stepping back: it wins over `initial`, being newer. */
  draft?: CustomerDraft | null
  /** Called as the customer types, so stepping back and forth (or a reload) keeps what they typed. */
  onDraft?: (draft: CustomerDraft) => void
  isDelivery: boolean
  onBack: () => void
  onContinue: (customer: CheckoutCustomer) => void
}

export function CustomerStep({ initial, draft, onDraft, isDelivery, onBack, onContinue }: CustomerStepProps) {
  const { t } = useTranslation()
  const typed = initial && !isSavedCustomer(initial) ? initial : EMPTY_CUSTOMER
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: draft ? { ...EMPTY_CUSTOMER, ...draft } : typed,
  })
  useEffect(() => {
    if (!onDraft) return
    const watching = form.watch((values) => onDraft(values as CustomerDraft))
    return () => watching.unsubscribe()
  }, [form, onDraft])
  const [saved, setSaved] = useState<SavedCustomer | null>(initial && isSavedCustomer(initial) ? initial : null)
  const { errors } = form.formState
  const field = (name: keyof CustomerFormValues) => form.register(name)
  const postalCode = form.watch('postalCode')
  // A notice, not an error: the bakery may still deliver nearby and confirms by WhatsApp.
  const outsideYucatan = isDelivery && isPostalCode(postalCode) && !isYucatanPostalCode(postalCode)
  const continueWithSaved = (customer: SavedCustomer) => {
    window.scrollTo({ top: 0 })
    onContinue(customer)
  }
  return (
    <div className="grid gap-6">
      <FocusHeading className="text-xl font-semibold">{t('checkout.step2')}</FocusHeading>
      {saved ? (
        <SavedDetailsCard
          customer={saved}
          isDelivery={isDelivery}
          onOtherDetails={() => setSaved(null)}
          onBack={onBack}
          onContinue={() => continueWithSaved(saved)}
        />
      ) : (
        <>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {t('checkout.customer.privacyNote')}{' '}
            <NewTabLink href="/privacy" rel="noopener" className="font-medium text-crust-800 underline dark:text-crust-300">
              {t('checkout.customer.privacyLink')}
            </NewTabLink>
          </p>
          <WhatsappLookup onConfirm={setSaved} />
          <form
            noValidate
            onSubmit={form.handleSubmit(
              (customer) => {
                window.scrollTo({ top: 0 })
                onContinue(customer)
              },
              // The first wrong field has focus, but the messages appearing under every field move the page after
              // the browser scrolled to it: it is brought into view again once they are drawn.
              () => requestAnimationFrame(() => requestAnimationFrame(() => document.activeElement?.scrollIntoView?.({ block: 'center' }))),
            )}
            className="grid gap-6"
          >
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">{t('checkout.customer.contactHeading')}</legend>
              <Field label={t('checkout.customer.name')} error={errors.name?.message} className="sm:col-span-2">
                <Input autoComplete="name" {...field('name')} />
              </Field>
              <Field label={t('checkout.customer.email')} error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...field('email')} />
              </Field>
              <Field label={t('checkout.customer.phone')} error={errors.phone?.message}>
                <Input type="tel" autoComplete="tel" {...field('phone')} />
              </Field>
              <Field label={t('checkout.customer.whatsapp')} error={errors.whatsapp?.message} className="sm:col-span-2">
                <Input type="tel" {...field('whatsapp')} />
              </Field>
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">{t('checkout.customer.addressHeading')}</legend>
              <Field label={t('checkout.customer.streetAddress')} error={errors.streetAddress?.message} className="sm:col-span-2">
                <Input autoComplete="street-address" {...field('streetAddress')} />
              </Field>
              <Field label={t('checkout.customer.colonia')} error={errors.colonia?.message} className="content-start">
                <Input {...field('colonia')} />
              </Field>
              <Field
                label={t('checkout.customer.postalCode')}
                error={errors.postalCode?.message}
                hint={outsideYucatan ? t('checkout.customer.outsideYucatan') : undefined}
              >
                <Input autoComplete="postal-code" inputMode="numeric" {...field('postalCode')} />
              </Field>
              <Field label={t('checkout.customer.city')} error={errors.city?.message}>
                <Input autoComplete="address-level2" {...field('city')} />
              </Field>
              <Field label={t('checkout.customer.state')} error={errors.state?.message}>
                <Input autoComplete="address-level1" {...field('state')} />
              </Field>
              <Field label={t('checkout.customer.additionalInfo')} error={errors.additionalInfo?.message} className="sm:col-span-2">
                <Textarea maxLength={LONG_TEXT_MAX} {...field('additionalInfo')} />
              </Field>
            </fieldset>
            <div className="flex justify-between gap-3">
              <Button variant="secondary" onClick={onBack}>
                {t('checkout.customer.back')}
              </Button>
              <Button type="submit">{t('checkout.customer.continue')}</Button>
            </div>
          </form>
        </>
      )}
    </div>
  )
}
