import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { flavorsFor, sizesFor } from '../../../domain/catalog/customization-options'
import type { Product } from '../../../domain/catalog/product-schemas'
import { toPesos } from '../../../domain/money'
import { addLine, type CartCustomizations, type CartLine, lineTotalCents, MAX_LINE_QUANTITY } from '../../../domain/orders/cart'
import { cartAtCurrentPrices, packLabel, packOf, SOURDOUGH_PRODUCT_ID, unitPriceCents } from '../../../domain/orders/pricing'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field, GroupError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { useTranslation } from '../../i18n/use-translation'
import type { FieldError } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { productQueries } from '../../lib/queries/catalogue'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useLineChoices } from '../../lib/use-line-choices'

export type DraftLine = CartLine

type Choice = { productId: string; quantity: string; breadFormat: string; pack: string; size: string; flavor: string }
const NO_CHOICE: Choice = { productId: '', quantity: '1', breadFormat: 'whole', pack: '', size: '', flavor: '' }

/** The line a choice makes, priced from the catalogue as the storefront prices it (the server checks it again). */
function lineOf(product: Product, choice: Choice): DraftLine {
  const customizations: CartCustomizations = {}
  if (product.id === SOURDOUGH_PRODUCT_ID) customizations.breadFormat = choice.breadFormat
  const pack = product.packs?.length ? packOf(product, Number(choice.pack || product.packs[0]?.count)) : undefined
  if (pack) Object.assign(customizations, { quantity: String(pack.count), priceTier: packLabel(pack) })
  if (choice.size) customizations.size = choice.size
  if (choice.flavor) customizations.flavor = choice.flavor
  return {
    id: product.id,
    name: product.name,
    nameEs: product.nameEs,
    price: toPesos(unitPriceCents(product, customizations as Parameters<typeof unitPriceCents>[1])),
    quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(Number(choice.quantity)) || 1)),
    imageUrl: product.imageUrl,
    customizations,
  }
}

/** A line is its product with its choices: adding the same again adds to its quantity. */
const lineKey = (line: DraftLine) => `${line.id}-${JSON.stringify(line.customizations)}`

/** The server's reasons against each line, by line. */
export type LineErrors = Record<string, string[]>

/**
 * The server names a refused line by its place in the order sent. Staff may remove lines before they place it
 * again, so each reason is kept with its line, not its place: it never shows under the line that moved up.
 */
export function errorsByLine(errors: readonly FieldError[], sent: readonly DraftLine[]): LineErrors {
  const byLine: LineErrors = {}
  for (const { path, message } of errors) {
    const at = /^items\.(\d+)\.(quantity|productId)$/.exec(path)
    const line = at && sent[Number(at[1])]
    if (line) byLine[lineKey(line)] = [...(byLine[lineKey(line)] ?? []), message]
  }
  return byLine
}

/** Items of a staff order: a product and its choices at a time, in a row staff can fill with the keyboard. */
export function OrderLinesEditor({ lines, onChange, errors }: { lines: DraftLine[]; onChange: (lines: DraftLine[]) => void; errors: LineErrors }) {
  const { t } = useTranslation()
  // Fresh, not the app-wide cache: another device may have changed a price or taken a product out of stock.
  const products = useQuery({ ...productQueries.list(), staleTime: 0 })
  const text = useCatalogueText()
  const choicesOf = useLineChoices()
  const { formatMoney } = useFormatters()
  const productBox = useRef<HTMLSelectElement>(null)
  const [choice, setChoice] = useState<Choice>(NO_CHOICE)
  const product = products.data?.find((candidate) => String(candidate.id) === choice.productId)
  const set = (change: Partial<Choice>) => setChoice((current) => ({ ...current, ...change }))
  // Once per catalogue read (a refused order reads it again): the lines staff added follow today's prices. A line whose
  // product can no longer be ordered stays as it is, for the server's reason to show on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!products.data || lines.length === 0) return
    const catalogue = new Map(products.data.map((candidate) => [candidate.id, candidate]))
    const current = lines.map((line) => cartAtCurrentPrices([line], catalogue).lines[0] ?? line)
    if (JSON.stringify(current) !== JSON.stringify(lines)) onChange(current)
  }, [products.data])
  const add = () => {
    if (!product) return
    onChange(addLine(lines, lineOf(product, choice)))
    setChoice(NO_CHOICE)
    productBox.current?.focus()
  }
  const select = (label: string, value: string, options: Array<[string, string]>, onSelect: (value: string) => void) => (
    <Field label={label}>
      <Select value={value} onChange={(e) => onSelect(e.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </Field>
  )
  return (
    <Card className="grid gap-3">
      <h2 className="text-lg font-semibold">{t('admin.newOrder.items')}</h2>
      <div className="grid items-end gap-2 sm:grid-cols-[2fr_5rem_1fr_auto]">
        <Field label={t('admin.newOrder.product')}>
          <Select ref={productBox} value={choice.productId} onChange={(e) => setChoice({ ...NO_CHOICE, productId: e.target.value })}>
            <option value="">{t('admin.newOrder.chooseProduct')}</option>
            {(products.data ?? [])
              .filter((candidate) => candidate.inStock)
              .map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {text.name(candidate)}
                </option>
              ))}
          </Select>
        </Field>
        <Field label={t('admin.newOrder.quantity')}>
          <Input
            type="number"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={choice.quantity}
            onChange={(e) => set({ quantity: e.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
          />
        </Field>
        <div className="grid gap-2">
          {product?.id === SOURDOUGH_PRODUCT_ID &&
            select(
              t('admin.newOrder.format'),
              choice.breadFormat,
              [
                ['whole', t('home.order.whole')],
                ['sliced', t('home.order.sliced')],
              ],
              (breadFormat) => set({ breadFormat }),
            )}
          {product?.packs?.length
            ? select(
                t('admin.newOrder.pack'),
                choice.pack || String(product.packs[0]?.count),
                product.packs.map((pack) => [
                  String(pack.count),
                  t('home.order.tier', { count: pack.count, price: t('money.mxn', { amount: pack.price }) }),
                ]),
                (pack) => set({ pack }),
              )
            : null}
          {product &&
            sizesFor(product.categoryId).length > 0 &&
            select(
              t('catalog.detail.size'),
              choice.size,
              [['', t('admin.newOrder.noChoice')], ...sizesFor(product.categoryId).map((size): [string, string] => [size, size])],
              (size) => set({ size }),
            )}
          {product &&
            flavorsFor(product.categoryId).length > 0 &&
            select(
              t('catalog.detail.flavor'),
              choice.flavor,
              [
                ['', t('admin.newOrder.noChoice')],
                ...flavorsFor(product.categoryId).map((flavor): [string, string] => [
                  flavor,
                  t(`catalog.flavorNames.${flavor}`, { defaultValue: flavor }),
                ]),
              ],
              (flavor) => set({ flavor }),
            )}
        </div>
        <Button variant="secondary" onClick={add} disabled={!product}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('admin.newOrder.addItem')}
        </Button>
      </div>
      {lines.length > 0 && (
        <ul className="grid gap-2" aria-label={t('admin.newOrder.items')}>
          {lines.map((line, index) => (
            <li key={lineKey(line)} className="flex items-start justify-between gap-3 rounded-lg bg-stone-50 p-2 dark:bg-stone-800">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">
                  {line.quantity} × {text.name(line)}
                </p>
                {choicesOf(line.customizations, line.price).map((choiceText) => (
                  <p key={choiceText} className="text-stone-600 dark:text-stone-300">
                    {choiceText}
                  </p>
                ))}
                {(errors[lineKey(line)] ?? []).map((error) => (
                  <GroupError key={error} error={error} />
                ))}
              </div>
              <span className="tabular-nums">{formatMoney(toPesos(lineTotalCents(line)))}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.newOrder.removeItem', { name: text.name(line) })}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
