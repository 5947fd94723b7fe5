import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { MAX_LINE_QUANTITY } from '../../../domain/orders/cart'
import type { StaffStandingOrder } from '../../../domain/regulars/standing-order-schemas'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Field, FormAlert } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { changedLines, isTypedQuantity, standingOrderMutations } from '../../lib/queries/standing-orders'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useStaffMutation } from './use-staff-mutation'

type Values = { quantities: number[]; pausedUntil: string }

type StandingOrderDialogProps = { standing: StaffStandingOrder; open: boolean; onOpenChange: (open: boolean) => void }

/** Staff change a standing order's quantities or pause it, for a customer who asked by phone or WhatsApp. */
export function StandingOrderDialog({ standing, open, onOpenChange }: StandingOrderDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.standingOrders.dialogTitle', { name: standing.customer.name })}>
      {open && <StandingOrderForm standing={standing} onDone={() => onOpenChange(false)} />}
    </Dialog>
  )
}

function StandingOrderForm({ standing, onDone }: { standing: StaffStandingOrder; onDone: () => void }) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const queryClient = useQueryClient()
  const change = useStaffMutation({
    ...standingOrderMutations.change(queryClient, standing.id),
    successToast: () => ({ title: t('admin.standingOrders.saved') }),
    failureTitle: t('admin.standingOrders.failed'),
  })
  const form = useForm<Values>({
    defaultValues: { quantities: standing.items.map((item) => item.quantity), pausedUntil: standing.pausedUntil ?? '' },
  })
  const { errors } = form.formState
  const quantityError = standing.items.map((_, index) => errors.quantities?.[index]?.message).find(Boolean)
  const save = ({ quantities, pausedUntil }: Values) => {
    if (quantities.every((quantity) => quantity === 0)) {
      form.setError('root', { message: t('admin.standingOrders.emptied') })
      return
    }
    // Lines go only when a quantity changed: sent with a pause, they would be checked again for nothing.
    change.mutate({ ...changedLines(standing, quantities), pausedUntil: pausedUntil || null }, { onSuccess: onDone })
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('admin.standingOrders.quantities')}</legend>
        {standing.items.map((item, index) => (
          <div key={`${item.productId}-${JSON.stringify(item.customizations)}`} className="flex items-center justify-between gap-3">
            <label htmlFor={`staff-standing-${index}`} className="text-sm">
              {text.name(item)}
            </label>
            <div className="w-24 shrink-0">
              <Input
                id={`staff-standing-${index}`}
                type="number"
                min={0}
                max={MAX_LINE_QUANTITY}
                className="text-right"
                aria-label={t('admin.standingOrders.quantityOf', { name: text.name(item) })}
                aria-invalid={errors.quantities?.[index] ? true : undefined}
                {...form.register(`quantities.${index}`, {
                  valueAsNumber: true,
                  // The limit is the shop's to explain; an emptied field, sent, would read as 0 and take the product off.
                  validate: (quantity) => isTypedQuantity(quantity) || t('regulars.manage.edit.quantityInvalid'),
                })}
              />
            </div>
          </div>
        ))}
        {quantityError && <p className="text-sm text-red-700 dark:text-red-400">{quantityError}</p>}
      </fieldset>
      <Field label={t('admin.standingOrders.pauseUntil')}>
        <Input type="date" {...form.register('pausedUntil')} />
      </Field>
      <FormAlert>{errors.root?.message}</FormAlert>
      <Button type="submit" className="justify-self-end" disabled={change.isPending}>
        {t('admin.standingOrders.save')}
      </Button>
    </form>
  )
}
