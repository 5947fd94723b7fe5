import { AlertTriangle } from 'lucide-react'
import type { ProductionItem } from '../../../domain/planning/production-sheet'
import { Card } from '../../components/ui/card'
import { useTranslation } from '../../i18n/use-translation'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useVariantText } from './use-variant-text'

/** Units per product, then per variant (whole or sliced, size, flavour); a cake ordered without a size stands out. */
export function BakeList({ items, title }: { items: ProductionItem[]; title?: string }) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const variantText = useVariantText()
  return (
    <Card className="break-inside-avoid print:border-0 print:p-0 print:shadow-none">
      <h3 className="mb-3 text-lg font-semibold">{title ?? t('admin.production.bakeList')}</h3>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-left dark:border-stone-700">
            <th scope="col" className="py-2 pr-3">
              {t('admin.production.product')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('admin.production.variant')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('admin.production.units')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.flatMap((item) =>
            item.variants.map((variant, index) => (
              <tr key={`${item.productId}-${JSON.stringify(variant.customizations)}`} className="border-b border-stone-100 dark:border-stone-800">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {index === 0 ? t('admin.production.productTotal', { name: text.name(item), count: item.quantity }) : ''}
                </th>
                <td className="py-2 pr-3">
                  {variantText(variant.customizations) || t('admin.production.noVariant')}
                  {variant.missingSize && (
                    <span className="ml-2 inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                      <AlertTriangle className="h-3 w-3" aria-hidden />
                      {t('admin.production.missingSize')}
                    </span>
                  )}
                  {variant.notes.map(({ quantity, note }, line) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two lines may carry the same note; their order is kept
                    <span key={line} className="block whitespace-pre-line italic text-stone-700 wrap-anywhere dark:text-stone-300">
                      {quantity} × “{note}”
                    </span>
                  ))}
                </td>
                <td className="py-2 text-right font-semibold tabular-nums">{variant.quantity}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </Card>
  )
}
