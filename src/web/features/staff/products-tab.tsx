import { useState } from 'react'
import type { Product } from '../../../domain/catalog/product-schemas'
import { Button } from '../../components/ui/button'
import { Td } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import type { Loaded } from '../../lib/queries/sampled'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { DashboardTab } from './dashboard-tab'
import { ProductFormDialog } from './product-form-dialog'

type Editing = { mode: 'add' } | { mode: 'edit'; product: Product } | null

const COLUMNS = ['id', 'name', 'description', 'price', 'category', 'actions'] as const

export function ProductsTab({ loaded }: { loaded: Loaded<Product> }) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const text = useCatalogueText()
  const [editing, setEditing] = useState<Editing>(null)
  return (
    <DashboardTab
      heading={t('staffDashboard.products.heading')}
      action={
        <Button size="sm" disabled={loaded.sample} onClick={() => setEditing({ mode: 'add' })}>
          {t('staffDashboard.products.add')}
        </Button>
      }
      columns={COLUMNS.map((column) => t(`staffDashboard.products.columns.${column}`))}
      empty={<p>{t('staffDashboard.products.empty')}</p>}
      rows={loaded.rows.map((product) => (
        <tr key={product.id}>
          <Td>{product.id}</Td>
          <Td className="font-medium">{text.name(product)}</Td>
          <Td wrap className="min-w-64 max-w-80">
            {text.description(product)}
          </Td>
          <Td>{formatMoney(product.price)}</Td>
          <Td>{t('staffDashboard.products.category', { id: product.categoryId })}</Td>
          <Td>
            <Button
              variant="secondary"
              size="sm"
              disabled={loaded.sample}
              onClick={() => setEditing({ mode: 'edit', product })}
              aria-label={`${t('staffDashboard.products.edit')}: ${text.name(product)}`}
            >
              {t('staffDashboard.products.edit')}
            </Button>
          </Td>
        </tr>
      ))}
    >
      {editing && (
        <ProductFormDialog fields="quick" product={editing.mode === 'edit' ? editing.product : undefined} onClose={() => setEditing(null)} />
      )}
    </DashboardTab>
  )
}
