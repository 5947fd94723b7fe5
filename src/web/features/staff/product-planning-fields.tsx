import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { sizesFor } from '../../../domain/catalog/customization-options'
import type { PackPrice, Product, SizePrice } from '../../../domain/catalog/product-schemas'
import { Button } from '../../components/ui/button'
import { Field, GroupError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { useTranslation } from '../../i18n/use-translation'
import { limitGroupQueries, productQueries } from '../../lib/queries/catalogue'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { LabeledCheckbox } from './labeled-checkbox'
import { useLimitOverrun } from './use-limit-overrun'

/** The product form's planning and price fields, as typed (text until the form is sent). */
export type PlanningDraft = {
  isWeeklySpecial: boolean
  packs: Array<{ count: string; price: string }>
  sizePrices: Record<string, string>
  dailyLimit: string
  limitGroupId: string
}

export function planningDraftOf(product: Product | undefined): PlanningDraft {
  return {
    isWeeklySpecial: product?.isWeeklySpecial ?? false,
    packs: (product?.packs ?? []).map((pack) => ({ count: String(pack.count), price: String(pack.price) })),
    sizePrices: Object.fromEntries((product?.sizePrices ?? []).map((entry) => [entry.size, String(entry.price)])),
    dailyLimit: product?.dailyLimit ? String(product.dailyLimit) : '',
    limitGroupId: product?.limitGroupId ? String(product.limitGroupId) : '',
  }
}

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/** The sizes given a price of their own (the others sell at the product's price), in the category's order. */
const pricedSizesOf = (draft: PlanningDraft, categoryId: number) =>
  sizesFor(categoryId).filter((size) => (draft.sizePrices[size] ?? '').trim() !== '')

/** The fields as the shared product schema reads them; the sizes offered come from the category. */
export function planningInputOf(draft: PlanningDraft, categoryId: number) {
  const packs: PackPrice[] = draft.packs.map((pack) => ({ count: numberOrNaN(pack.count), price: numberOrNaN(pack.price) }))
  const sizePrices: SizePrice[] = pricedSizesOf(draft, categoryId).map((size) => ({ size, price: numberOrNaN(draft.sizePrices[size] ?? '') }))
  return {
    isWeeklySpecial: draft.isWeeklySpecial,
    packs: packs.length > 0 ? packs : null,
    sizePrices: sizePrices.length > 0 ? sizePrices : null,
    dailyLimit: draft.dailyLimit.trim() === '' ? null : numberOrNaN(draft.dailyLimit),
    limitGroupId: draft.limitGroupId === '' ? null : Number(draft.limitGroupId),
  }
}

type Props = {
  /** The product being edited; undefined for a new one. */
  productId?: number
  draft: PlanningDraft
  /** The product's price as typed: a new special's first pack starts at it. */
  price: string
  categoryId: number
  onChange: (draft: PlanningDraft) => void
  errors: Record<string, string>
}

/** Weekly special, packs, prices per size, and the daily limits that stop a day being oversold. */
export function ProductPlanningFields({ productId, draft, price, categoryId, onChange, errors }: Props) {
  const { t } = useTranslation()
  const overrun = useLimitOverrun('product', productId, planningInputOf(draft, categoryId).dailyLimit)
  const groups = useQuery(limitGroupQueries.list())
  // The shop has one weekly special: saving this one as it takes the flag from the other, so staff are told before.
  const catalogueText = useCatalogueText()
  const otherSpecial = useQuery(productQueries.list()).data?.find((product) => product.isWeeklySpecial && product.id !== productId)
  const sizes = sizesFor(categoryId)
  const pricedSizes = pricedSizesOf(draft, categoryId)
  const set = (change: Partial<PlanningDraft>) => onChange({ ...draft, ...change })
  const setPack = (index: number, change: Partial<{ count: string; price: string }>) =>
    set({ packs: draft.packs.map((pack, at) => (at === index ? { ...pack, ...change } : pack)) })
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-3 dark:border-stone-800">
      <legend className="px-1 text-sm font-medium">{t('admin.products.planning')}</legend>
      <LabeledCheckbox
        label={t('admin.products.isWeeklySpecial')}
        checked={draft.isWeeklySpecial}
        onCheckedChange={(on) =>
          set({
            isWeeklySpecial: on,
            packs:
              on && draft.packs.length === 0
                ? // One at the product's own price to start from, never another product's packs (the demo rolls' $50);
                  // no price typed yet (a new product's 0), none: staff type it, rather than a free pack saved.
                  [{ count: '1', price: Number(price) > 0 ? price.trim() : '' }]
                : draft.packs,
          })
        }
      />
      {draft.isWeeklySpecial && otherSpecial && (
        <p role="status" className="-mt-2 text-sm text-amber-800 dark:text-amber-300">
          {t('admin.products.replacesSpecial', { name: catalogueText.name(otherSpecial) })}
        </p>
      )}
      {(draft.isWeeklySpecial || draft.packs.length > 0) && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('admin.products.packs')}</p>
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('admin.products.packsHint')}</p>
          {draft.packs.map((pack, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position
            <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <Field label={t('admin.products.packCount')} error={errors[`packs.${index}.count`]}>
                <Input type="number" min={1} inputMode="numeric" value={pack.count} onChange={(e) => setPack(index, { count: e.target.value })} />
              </Field>
              <Field label={t('admin.products.packPrice')} error={errors[`packs.${index}.price`]}>
                <Input
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  value={pack.price}
                  onChange={(e) => setPack(index, { price: e.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.products.removePack', { count: pack.count })}
                onClick={() => set({ packs: draft.packs.filter((_, at) => at !== index) })}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          ))}
          <GroupError error={errors.packs} />
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => set({ packs: [...draft.packs, { count: '', price: '' }] })}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('admin.products.addPack')}
          </Button>
        </div>
      )}
      {sizes.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('admin.products.sizePrices')}</p>
          <div className="grid grid-cols-3 gap-2">
            {sizes.map((size) => (
              // A size left empty is not sent: a refused price is named by its place among the sizes given one.
              <Field key={size} label={size} error={errors[`sizePrices.${pricedSizes.indexOf(size)}.price`] ?? errors.sizePrices}>
                <Input
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  placeholder={t('admin.products.sizePriceDefault')}
                  value={draft.sizePrices[size] ?? ''}
                  onChange={(e) => set({ sizePrices: { ...draft.sizePrices, [size]: e.target.value } })}
                />
              </Field>
            ))}
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.products.dailyLimit')} error={errors.dailyLimit} warning={overrun} hint={t('admin.products.dailyLimitHint')}>
          <Input type="number" min={1} inputMode="numeric" value={draft.dailyLimit} onChange={(e) => set({ dailyLimit: e.target.value })} />
        </Field>
        <Field label={t('admin.products.limitGroup')} error={errors.limitGroupId}>
          <Select value={draft.limitGroupId} onChange={(e) => set({ limitGroupId: e.target.value })}>
            <option value="">{t('admin.products.noLimitGroup')}</option>
            {(groups.data ?? []).map((group) => (
              <option key={group.id} value={group.id}>
                {t('admin.products.limitGroupOption', { name: group.name, limit: group.dailyLimit })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </fieldset>
  )
}
