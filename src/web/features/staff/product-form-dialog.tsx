import { type FormEvent, useRef, useState } from 'react'
import { type Category, type Product, type ProductInput, productInputSchema } from '../../../domain/catalog/product-schemas'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { Field, GroupError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { queryKeys } from '../../lib/queries/keys'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid'
import { LabeledCheckbox } from './labeled-checkbox'
import { ProductPhotoField } from './product-photo-field'
import { type PlanningDraft, ProductPlanningFields, planningDraftOf, planningInputOf } from './product-planning-fields'
import { useStaffMutation } from './use-staff-mutation'
// zod's messages in the staff's language, and ours for numbers (plain-issues.ts).
import '../../lib/zod-language'

/** Spec §9: a new product costs 0, is in category 1, sold Monday to Friday, in stock, not customizable, 60 minutes. */
const NEW_PRODUCT = productInputSchema.parse({ name: 'x', price: 0 })

type Draft = {
  name: string
  description: string
  nameEs: string
  descriptionEs: string
  price: string
  imageUrl: string
  categoryId: number
  tags: string
  tagsEs: string
  availabilityDays: number[]
  inStock: boolean
  customizable: boolean
  prepTime: string
  planning: PlanningDraft
}

function draftOf(product: Product | undefined): Draft {
  const source = product ?? { ...NEW_PRODUCT, name: '' }
  return {
    name: source.name,
    description: source.description,
    nameEs: source.nameEs ?? '',
    descriptionEs: source.descriptionEs ?? '',
    price: String(source.price),
    imageUrl: source.imageUrl,
    categoryId: source.categoryId,
    tags: source.tags.join(', '),
    tagsEs: (source.tagsEs ?? []).join(', '),
    availabilityDays: [...source.availabilityDays],
    inStock: source.inStock,
    customizable: source.customizable,
    prepTime: String(source.prepTime),
    planning: planningDraftOf(product),
  }
}

/** A blank number field is refused by the schema, never read as 0 (Number('') is 0). */
const numberTyped = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed))

/** Tags are typed comma-separated; empty and repeated tags are left for the shared schema to refuse. */
const tagList = (typed: string) => (typed.trim() === '' ? [] : typed.split(',').map((tag) => tag.trim()))

function toInput(draft: Draft) {
  const { planning, ...fields } = draft
  return {
    ...fields,
    price: numberTyped(draft.price),
    prepTime: numberTyped(draft.prepTime),
    tags: tagList(draft.tags),
    tagsEs: tagList(draft.tagsEs),
    ...planningInputOf(planning, draft.categoryId),
  }
}

/** A stored product as the form would send it unchanged. */
const inputOf = (product: Product): ProductInput => productInputSchema.parse(toInput(draftOf(product)))

/** `edited` where it differs from what the form started from (`opened`), else the field as it is now. */
function changesOver(now: ProductInput, opened: ProductInput, edited: ProductInput): ProductInput {
  const field = (input: ProductInput, key: string) => (input as Record<string, unknown>)[key]
  const changed = (key: string) => JSON.stringify(field(opened, key)) !== JSON.stringify(field(edited, key))
  return Object.fromEntries(Object.keys(edited).map((key) => [key, changed(key) ? field(edited, key) : field(now, key)])) as ProductInput
}

/** Where a field error shows: a pack's or size's own field ('packs.0.price', 'sizePrices.1.price'), else the field itself ('price'). */
function errorKey(path: string[]): string {
  return (path[0] === 'packs' || path[0] === 'sizePrices') && path.length > 2 ? path.slice(0, 3).join('.') : (path[0] ?? '')
}

/**
 * What each screen calls things. The admin products page edits every field; the dashboard's Products tab edits the
 * spec's three (name, price, description) and sends the rest of the product back unchanged (PUT replaces).
 */
const TEXTS = {
  full: {
    title: (editing: boolean) => (editing ? 'admin.products.editTitle' : 'admin.products.createTitle'),
    name: 'admin.products.nameField',
    price: 'admin.products.price',
    description: 'admin.products.descriptionField',
    cancel: 'admin.table.cancel',
    submit: (editing: boolean) => (editing ? 'admin.table.save' : 'admin.products.create'),
    saving: (editing: boolean) => (editing ? 'admin.table.save' : 'admin.products.create'),
    savedTitle: (editing: boolean) => (editing ? 'admin.products.updated' : 'admin.products.created'),
    savedText: (editing: boolean) => (editing ? 'admin.products.updatedText' : 'admin.products.createdText'),
    failedTitle: (editing: boolean) => (editing ? 'admin.products.updateFailed' : 'admin.products.createFailed'),
  },
  quick: {
    title: (editing: boolean) => (editing ? 'staffDashboard.productDialog.editTitle' : 'staffDashboard.productDialog.addTitle'),
    name: 'staffDashboard.productDialog.name',
    price: 'staffDashboard.productDialog.price',
    description: 'staffDashboard.productDialog.description',
    cancel: 'staffDashboard.productDialog.cancel',
    submit: (editing: boolean) => (editing ? 'staffDashboard.productDialog.save' : 'staffDashboard.productDialog.add'),
    saving: () => 'staffDashboard.productDialog.saving',
    savedTitle: (editing: boolean) => (editing ? 'staffDashboard.toast.productUpdatedTitle' : 'staffDashboard.toast.productCreatedTitle'),
    savedText: (editing: boolean) => (editing ? 'staffDashboard.toast.productUpdated' : 'staffDashboard.toast.productCreated'),
    failedTitle: (editing: boolean) => (editing ? 'staffDashboard.toast.productUpdateFailedTitle' : 'staffDashboard.toast.productFailedTitle'),
  },
} as const

type Props = { product?: Product; categories?: Category[]; fields?: keyof typeof TEXTS; onClose: () => void }

/** The one product editor of the staff screens. */
export function ProductFormDialog({ product, categories = [], fields = 'full', onClose }: Props) {
  const { t } = useTranslation()
  const catalogue = useCatalogueText()
  const [draft, setDraft] = useState<Draft>(() => draftOf(product))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, errors)
  const weekdays = t('admin.weekdays', { returnObjects: true }) as unknown as string[]
  const update = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const texts = TEXTS[fields]
  const editing = product !== undefined

  const save = useStaffMutation({
    mutationFn: async (input: ProductInput) => {
      if (!product) return api.post<Product>('/api/products', input)
      // PUT replaces the product: only what staff changed here goes over the product as it is now, so what another
      // device changed since this list was loaded (out of stock, a limit) stays.
      const now = await api.get<Product>(`/api/products/${product.id}`)
      return api.put<Product>(`/api/products/${product.id}`, changesOver(inputOf(now), inputOf(product), input))
    },
    successToast: (saved) => ({ title: t(texts.savedTitle(editing)), description: t(texts.savedText(editing), { name: catalogue.name(saved) }) }),
    reloads: [queryKeys.products],
    onSuccess: onClose,
    failureTitle: t(texts.failedTitle(editing)),
    onFieldErrors: (refused) => setErrors(Object.fromEntries(refused.map((field) => [errorKey(field.path.split('.')), field.message]))),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = productInputSchema.safeParse(toInput(draft))
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [errorKey(issue.path.map(String)), issue.message]).reverse()))
      return
    }
    setErrors({})
    save.mutate(parsed.data)
  }

  const price = (
    <Field label={t(texts.price)} error={errors.price}>
      <Input type="number" inputMode="decimal" min={0} step={0.01} value={draft.price} onChange={(e) => update('price', e.target.value)} />
    </Field>
  )
  const toggleDay = (day: number, on: boolean) =>
    update('availabilityDays', on ? [...draft.availabilityDays, day].sort() : draft.availabilityDays.filter((d) => d !== day))

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(texts.title(editing))}>
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
        <Field label={t(texts.name)} error={errors.name}>
          <Input value={draft.name} onChange={(e) => update('name', e.target.value)} required />
        </Field>
        {fields === 'quick' && price}
        <Field label={t(texts.description)} error={errors.description}>
          <Textarea value={draft.description} onChange={(e) => update('description', e.target.value)} />
        </Field>
        {fields === 'full' && (
          <>
            <Field label={t('admin.products.nameEs')} hint={t('admin.products.spanishHint')} error={errors.nameEs}>
              <Input lang="es" value={draft.nameEs} onChange={(e) => update('nameEs', e.target.value)} />
            </Field>
            <Field label={t('admin.products.descriptionEs')} error={errors.descriptionEs}>
              <Textarea lang="es" value={draft.descriptionEs} onChange={(e) => update('descriptionEs', e.target.value)} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              {price}
              <Field label={t('admin.products.category')} error={errors.categoryId}>
                <Select value={draft.categoryId} onChange={(e) => update('categoryId', Number(e.target.value))}>
                  {categories.length === 0 && (
                    <option value={draft.categoryId}>{t('admin.products.categoryFallback', { id: draft.categoryId })}</option>
                  )}
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {catalogue.name(category)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <Field label={t('admin.products.tags')} error={errors.tags} hint={t('admin.products.tagsHint')}>
              <Input value={draft.tags} onChange={(e) => update('tags', e.target.value)} />
            </Field>
            <Field label={t('admin.products.tagsEs')} error={errors.tagsEs} hint={t('admin.products.tagsEsHint')}>
              <Input lang="es" value={draft.tagsEs} onChange={(e) => update('tagsEs', e.target.value)} />
            </Field>
            <ProductPhotoField imageUrl={draft.imageUrl} onUploaded={(url) => update('imageUrl', url)} />
            <Field label={t('admin.products.imageUrl')} error={errors.imageUrl}>
              <Input
                value={draft.imageUrl}
                onChange={(e) => update('imageUrl', e.target.value)}
                placeholder={t('admin.products.imageUrlPlaceholder')}
              />
            </Field>
            <fieldset>
              <legend className="text-sm font-medium">{t('admin.products.availabilityDays')}</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {weekdays.map((name, day) => (
                  <LabeledCheckbox
                    key={name}
                    label={name}
                    checked={draft.availabilityDays.includes(day)}
                    onCheckedChange={(on) => toggleDay(day, on)}
                  />
                ))}
              </div>
              <GroupError error={errors.availabilityDays} className="mt-1" />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('admin.products.prepTime')} error={errors.prepTime}>
                <Input type="number" min={0} step={1} value={draft.prepTime} onChange={(e) => update('prepTime', e.target.value)} />
              </Field>
              <div className="flex flex-col justify-end gap-3 pb-1">
                <LabeledCheckbox label={t('admin.products.inStock')} checked={draft.inStock} onCheckedChange={(on) => update('inStock', on)} />
                <LabeledCheckbox
                  label={t('admin.products.customizable')}
                  checked={draft.customizable}
                  onCheckedChange={(on) => update('customizable', on)}
                />
              </div>
            </div>
            <ProductPlanningFields
              productId={product?.id}
              draft={draft.planning}
              price={draft.price}
              categoryId={draft.categoryId}
              onChange={(planning) => update('planning', planning)}
              errors={errors}
            />
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t(texts.cancel)}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t(save.isPending ? texts.saving(editing) : texts.submit(editing))}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
