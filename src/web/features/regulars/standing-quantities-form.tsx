import { useForm } from 'react-hook-form'
import { MAX_LINE_QUANTITY } from '../../../domain/orders/cart'
import type { StandingOrderView } from '../../../domain/regulars/standing-order-schemas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { FormAlert } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useTranslation } from '../../i18n/use-translation'
import { changedLines, isTypedQuantity } from '../../lib/queries/standing-orders'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useStandingChange } from './use-standing-change'

type Values = { quantities: number[] }

/** New quantities for the weeks not ordered yet; 0 takes a product off, but one must stay. */
export function StandingQuantitiesForm({ standing, token }: { standing: StandingOrderView; token: string }) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const change = useStandingChange(standing.id, token, { confirm: true })
  const form = useForm<Values>({ defaultValues: { quantities: standing.items.map((item) => item.quantity) } })
  const { errors } = form.formState
  const lines = changedLines(standing, form.watch('quantities'))
  const save = ({ quantities }: Values) => {
    if (quantities.every((quantity) => quantity === 0)) {
      form.setError('root', { message: t('regulars.manage.edit.emptied') })
      return
    }
    if (lines) change.mutate(lines)
  }
  return (
    <Card className="grid gap-3">
      <h2 className="font-semibold">{t('regulars.manage.edit.title')}</h2>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('regulars.manage.edit.hint')}</p>
      <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-3">
        <ul className="grid gap-2">
          {standing.items.map((item, index) => {
            const error = errors.quantities?.[index]?.message
            return (
              <li key={`${item.productId}-${JSON.stringify(item.customizations)}`} className="grid gap-1">
                <div className="flex items-center justify-between gap-3">
                  <label htmlFor={`standing-quantity-${index}`}>{text.name(item)}</label>
                  <div className="w-24 shrink-0">
                    <Input
                      id={`standing-quantity-${index}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_LINE_QUANTITY}
                      aria-label={t('regulars.manage.edit.quantityOf', { name: text.name(item) })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `standing-quantity-${index}-error` : undefined}
                      className="text-right"
                      {...form.register(`quantities.${index}`, {
                        valueAsNumber: true,
                        // An emptied field is refused here: sent, it would read as 0 and take the product off.
                        validate: (quantity) => isTypedQuantity(quantity) || t('regulars.manage.edit.quantityInvalid'),
                      })}
                    />
                  </div>
                </div>
                {error && (
                  <p id={`standing-quantity-${index}-error`} className="text-right text-sm text-red-700 dark:text-red-400">
                    {error}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
        <FormAlert>{errors.root?.message}</FormAlert>
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={!lines || change.isPending}>
          {t('regulars.manage.edit.save')}
        </Button>
      </form>
    </Card>
  )
}
