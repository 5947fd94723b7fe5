import { zodResolver } from '@hookform/resolvers/zod'
import { MapPin } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { type Customer, type CustomerAddress, customerAddressSchema } from '../../../domain/customers/customer-schemas'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { STALE_AFTER_ORDER_CHANGE } from '../../lib/queries/orders'
import { useStaffMutation } from './use-staff-mutation'

const FIELDS = ['streetAddress', 'colonia', 'city', 'state', 'postalCode', 'additionalInfo'] as const

/**
 * A customer who moved says so on the phone: staff change the saved address here. The deliveries placed with it and
 * not yet made go to the new one (the packing list reads it); an address typed for one order stays that order's.
 */
export function CustomerAddressForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const headingId = useId()
  const stored = Object.fromEntries(FIELDS.map((field) => [field, customer[field] ?? ''])) as CustomerAddress
  const form = useForm<CustomerAddress>({ resolver: zodResolver(customerAddressSchema), values: stored })
  const save = useStaffMutation({
    mutationFn: (address: CustomerAddress) => api.put<Customer>(`/api/customers/${customer.id}/address`, address),
    successToast: () => ({ title: t('admin.customers.addressSaved') }),
    reloads: STALE_AFTER_ORDER_CHANGE,
    failureTitle: t('admin.customers.addressFailed'),
    onSuccess: () => setOpen(false),
  })
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        <MapPin className="h-4 w-4" aria-hidden />
        {t('admin.customers.changeAddress')}
      </Button>
    )
  }
  const { errors } = form.formState
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={form.handleSubmit((address) => save.mutate(address))}
      className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2 dark:border-stone-700"
    >
      <h3 id={headingId} className="font-semibold sm:col-span-2">
        {t('admin.customers.savedAddress')}
      </h3>
      {FIELDS.map((field) => (
        <Field
          key={field}
          label={t(`admin.customers.addressFields.${field}`)}
          error={errors[field]?.message}
          className={field === 'streetAddress' || field === 'additionalInfo' ? 'sm:col-span-2' : undefined}
        >
          <Input {...form.register(field)} />
        </Field>
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('admin.customers.saveAddress')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('admin.customers.cancelAddress')}
        </Button>
      </div>
    </form>
  )
}
