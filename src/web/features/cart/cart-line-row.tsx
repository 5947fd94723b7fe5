import { Minus, Plus, Trash2 } from 'lucide-react'
import { toPesos } from '../../../domain/money'
import { type CartLine, lineTotalCents, MAX_LINE_QUANTITY } from '../../../domain/orders/cart'
import { ProductImage } from '../../components/product-image'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { cart } from '../../lib/cart-store'
import { useFormatters } from '../../lib/format'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useLineChoices } from '../../lib/use-line-choices'

/** Spec §2 showed one placeholder for every line; each line shows its own product, so lines tell apart at a glance. */
const NO_IMAGE = '/images/hero-bread.svg'

/** `onRemoved`: after the line's Remove, whose button goes away with it. */
export function CartLineRow({ line, index, onRemoved }: { line: CartLine; index: number; onRemoved: () => void }) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const choicesOf = useLineChoices()
  const name = useCatalogueText().name(line)
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm dark:bg-stone-900">
      <ProductImage
        imageUrl={line.imageUrl || NO_IMAGE}
        shown="small"
        sizes="6rem"
        width={96}
        height={96}
        className="h-20 w-20 shrink-0 rounded-lg object-cover sm:h-24 sm:w-24"
      />
      <div className="grid min-w-0 flex-1 gap-2 wrap-anywhere">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold">{name}</h2>
            <p className="text-sm text-stone-600 dark:text-stone-300">{formatMoney(line.price)}</p>
            {choicesOf(line.customizations, line.price).map((choice) => (
              <p key={choice} className="whitespace-pre-line text-sm text-stone-600 dark:text-stone-300">
                {choice}
              </p>
            ))}
          </div>
          <p className="font-semibold tabular-nums">{formatMoney(toPesos(lineTotalCents(line)))}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="icon"
              aria-label={t('cart.decrease', { name })}
              disabled={line.quantity <= 1}
              onClick={() => cart.setQuantity(index, line.quantity - 1)}
            >
              <Minus className="h-4 w-4" aria-hidden />
            </Button>
            <input
              type="number"
              min={1}
              max={MAX_LINE_QUANTITY}
              step={1}
              inputMode="numeric"
              aria-label={t('cart.quantityOf', { name })}
              value={line.quantity}
              onChange={(event) => cart.setQuantity(index, Number(event.target.value))}
              className="h-10 w-16 rounded-lg border border-stone-300 bg-white text-center dark:border-stone-600 dark:bg-stone-900"
            />
            <Button
              variant="secondary"
              size="icon"
              aria-label={t('cart.increase', { name })}
              disabled={line.quantity >= MAX_LINE_QUANTITY}
              onClick={() => cart.setQuantity(index, line.quantity + 1)}
            >
              <Plus className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('cart.remove', { name })}
            onClick={() => {
              cart.remove(index)
              onRemoved()
            }}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('cart.removeShort')}
          </Button>
        </div>
      </div>
    </li>
  )
}
