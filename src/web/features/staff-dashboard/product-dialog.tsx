import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type Product, productInputSchema } from '../../../domain/catalog/product-schemas'
import { Button } from '../../components/ui/button'
import { useToast } from '../../components/ui/toaster'
import { ApiError, api } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { StaffDialog } from './staff-dialog'
import { INPUT_CLASSES } from './staff-table'
import '../../lib/zod-language'
import { productQueries } from '../../lib/queries/catalogue'

/** The dialog edits three fields; the rest of an existing product is sent back unchanged (PUT replaces). */
const productFormSchema = productInputSchema.pick({ name: true, price: true, description: true })
type ProductForm = z.input<typeof productFormSchema>
type ProductFormValues = z.output<typeof productFormSchema>

function unchangedFields(product: Product) {
  const { id: _id, ...rest } = product
  return rest
}

export function ProductDialog({ product, onClose }: { product?: Product; onClose: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const toast = useToast()
  const queryClient = useQueryClient()
  const ids = { name: useId(), price: useId(), description: useId(), problem: useId() }
  const form = useForm<ProductForm, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: { name: product?.name ?? '', price: product?.price ?? 0, description: product?.description ?? '' },
  })
  const save = useMutation({
    mutationFn: (values: ProductFormValues) =>
      product
        ? api.put<Product>(`/api/products/${product.id}`, { ...unchangedFields(product), ...values })
        : api.post<Product>('/api/products', values),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: productQueries.listOrSample().queryKey })
      toast({
        title: t(product ? 'staffDashboard.toast.productUpdatedTitle' : 'staffDashboard.toast.productCreatedTitle'),
        description: t(product ? 'staffDashboard.toast.productUpdated' : 'staffDashboard.toast.productCreated', { name: saved.name }),
        variant: 'success',
      })
      onClose()
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const field of error.errors) {
          if (field.path === 'name' || field.path === 'price' || field.path === 'description') form.setError(field.path, { message: field.message })
        }
      }
      toast({
        title: t(product ? 'staffDashboard.toast.productUpdateFailedTitle' : 'staffDashboard.toast.productFailedTitle'),
        description: errorText(error.message),
        variant: 'destructive',
      })
    },
  })
  const { errors } = form.formState
  return (
    <StaffDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(product ? 'staffDashboard.productDialog.editTitle' : 'staffDashboard.productDialog.addTitle')}
    >
      <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <div className="grid gap-1">
          <label htmlFor={ids.name} className="text-sm font-medium">
            {t('staffDashboard.productDialog.name')}
          </label>
          <input id={ids.name} className={INPUT_CLASSES} aria-invalid={Boolean(errors.name)} {...form.register('name')} />
          {errors.name && <p className="text-sm text-red-700 dark:text-red-400">{errorText(errors.name.message ?? '')}</p>}
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.price} className="text-sm font-medium">
            {t('staffDashboard.productDialog.price')}
          </label>
          <input
            id={ids.price}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            className={INPUT_CLASSES}
            aria-invalid={Boolean(errors.price)}
            {...form.register('price')}
          />
          {errors.price && <p className="text-sm text-red-700 dark:text-red-400">{errorText(errors.price.message ?? '')}</p>}
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.description} className="text-sm font-medium">
            {t('staffDashboard.productDialog.description')}
          </label>
          <textarea
            id={ids.description}
            rows={3}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
            {...form.register('description')}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('staffDashboard.productDialog.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? t('staffDashboard.productDialog.saving')
              : t(product ? 'staffDashboard.productDialog.save' : 'staffDashboard.productDialog.add')}
          </Button>
        </div>
      </form>
    </StaffDialog>
  )
}
