import { useQuery } from '@tanstack/react-query'
import { CalendarDays } from 'lucide-react'
import { useId, useState } from 'react'
import type { PackPrice } from '../../../domain/catalog/product-schemas'
import { linesSubtotalCents, lineTotalCents } from '../../../domain/orders/cart'
import {
  type CartProduct,
  DEFAULT_WEEKLY_SPECIAL_PACKS,
  offeredWeeklySpecial,
  type PreOrder,
  preOrderLines,
  SOURDOUGH_MAX_QUANTITY,
  SOURDOUGH_PRODUCT_ID,
  unitPriceCents,
} from '../../../domain/orders/pricing'
import { QuantityStepper } from '../../components/ui/quantity-stepper'
import { Textarea } from '../../components/ui/textarea'
import { useTranslation } from '../../i18n/use-translation'
import { productQueries } from '../../lib/queries/catalogue'
import { useBakingDaysText } from '../../lib/use-baking-days-text'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { type BreadFormat, BreadFormatPicker } from './bread-format-picker'
import { PreOrderSummary, type SummaryLine } from './pre-order-summary'
import { useStartPreOrder } from './use-start-pre-order'
import { WeeklySpecialOption } from './weekly-special-option'
import { weeklySpecialTierText } from './weekly-special-tier-text'

/** Until the catalogue answers, prices come from the base prices the spec states (whole 150, packs 1/3/6 for 50/150/290). */
const FALLBACK_SOURDOUGH: CartProduct = { id: SOURDOUGH_PRODUCT_ID, name: '', price: 150, categoryId: 0, inStock: true, imageUrl: '' }
const FALLBACK_SPECIAL: CartProduct = { id: 0, name: '', price: 50, categoryId: 0, inStock: true, imageUrl: '', packs: DEFAULT_WEEKLY_SPECIAL_PACKS }

export function PreOrderSection() {
  const { t } = useTranslation()
  const instructionsId = useId()
  const products = useQuery(productQueries.list())
  const sourdough = products.data?.find((product) => product.id === SOURDOUGH_PRODUCT_ID)
  // The special is the product staff flag as such; its name, packs and prices are theirs to change.
  const weeklySpecial = offeredWeeklySpecial(products.data)
  const packs = weeklySpecial?.packs?.length ? weeklySpecial.packs : DEFAULT_WEEKLY_SPECIAL_PACKS
  const text = useCatalogueText()
  const { bakingDays, closedDays, closedCount } = useBakingDaysText()
  const [breadFormat, setBreadFormat] = useState<BreadFormat>('whole')
  const [quantity, setQuantity] = useState(1)
  const [withSpecial, setWithSpecial] = useState(false)
  const [packCount, setPackCount] = useState<number>()
  const tier = packs.find((pack) => pack.count === packCount) ?? (packs[0] as PackPrice)
  const [specialInstructions, setSpecialInstructions] = useState('')
  const startPreOrder = useStartPreOrder(sourdough, weeklySpecial)

  const preOrder: PreOrder = { breadFormat, quantity, specialInstructions, weeklySpecial: withSpecial && weeklySpecial ? tier : null }
  const pricedSourdough = sourdough ?? FALLBACK_SOURDOUGH
  const pricesCents = {
    whole: unitPriceCents(pricedSourdough, { breadFormat: 'whole' }),
    sliced: unitPriceCents(pricedSourdough, { breadFormat: 'sliced' }),
  }
  const cartLines = preOrderLines(preOrder, pricedSourdough, weeklySpecial ?? FALLBACK_SPECIAL)
  const labelOf = (productId: number) =>
    productId === SOURDOUGH_PRODUCT_ID
      ? t('home.order.sourdoughLine', { count: quantity, format: t(`home.order.${breadFormat}`) })
      : t('home.order.weeklySpecialLine', {
          name: weeklySpecial ? text.name(weeklySpecial) : t('home.order.weeklySpecialTitle'),
          tier: weeklySpecialTierText(t, tier),
        })
  const lines: SummaryLine[] = cartLines.map((line) => ({ label: labelOf(line.id), cents: lineTotalCents(line) }))

  return (
    <section id="order" className="scroll-mt-20 bg-white py-16 dark:bg-stone-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4">
        <div className="grid gap-3">
          <h2 className="font-serif text-3xl font-bold text-crust-950 dark:text-crust-50">{t('home.order.heading')}</h2>
          <p className="flex items-start gap-2 text-stone-700 dark:text-stone-300">
            <CalendarDays className="mt-0.5 h-5 w-5 shrink-0 text-crust-700 dark:text-crust-400" aria-hidden />
            {closedCount > 0 ? t('home.order.schedule', { bakingDays, closedDays }) : t('home.order.scheduleEveryDay', { bakingDays })}
          </p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
          <div className="grid content-start gap-6">
            <h3 className="text-xl font-semibold">{t('home.order.sourdoughTitle')}</h3>
            <BreadFormatPicker value={breadFormat} onChange={setBreadFormat} pricesCents={pricesCents} />
            <div className="grid gap-2">
              <span className="font-medium">{t('home.order.quantity')}</span>
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                max={SOURDOUGH_MAX_QUANTITY}
                decreaseLabel={t('home.order.decrease')}
                increaseLabel={t('home.order.increase')}
                valueLabel={t('home.order.quantityValue')}
              />
            </div>
            {weeklySpecial && (
              <WeeklySpecialOption
                addLabel={
                  // The spec's words for its special pastry (the product named 'Weekly Special…'); any other product
                  // staff made the special (a Panettone for December) is offered by its own name.
                  /weekly special/i.test(weeklySpecial.name)
                    ? t('home.order.addWeeklySpecial')
                    : t('home.order.addNamedWeeklySpecial', { name: text.name(weeklySpecial) })
                }
                checked={withSpecial}
                onCheckedChange={setWithSpecial}
                packs={packs}
                tier={tier}
                onTierChange={(pack) => setPackCount(pack.count)}
              />
            )}
            <div className="grid gap-2">
              <label htmlFor={instructionsId} className="font-medium">
                {t('home.order.instructions')}
              </label>
              <Textarea
                id={instructionsId}
                value={specialInstructions}
                onChange={(event) => setSpecialInstructions(event.target.value)}
                placeholder={t('home.order.instructionsPlaceholder')}
                maxLength={2000}
              />
            </div>
          </div>
          <div className="lg:sticky lg:top-24 lg:self-start">
            <PreOrderSummary
              lines={lines}
              subtotalCents={linesSubtotalCents(cartLines)}
              canProceed={sourdough !== undefined}
              onProceed={() => startPreOrder(preOrder)}
            />
          </div>
        </div>
      </div>
    </section>
  )
}
