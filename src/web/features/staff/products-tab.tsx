import { useState } from 'react'
import type { Product } from '../../../domain/catalog/product-schemas'
import { Button } from '../../components/ui/button'
import { DataTable, Td } from '../../components/ui/data-table'
import { EmptyNote } from '../../components/ui/empty-note'
import { useTranslation } from '../../i18n/use-translation'
import { useFormatters } from '../../lib/format'
import type { Loaded } from '../../lib/queries/sampled'
import { ProductFormDialog } from './product-form-dialog'

type Editing = { mode: 'add' } | { mode: 'edit'; product: Product } | null

export function ProductsTab({ loaded }: { loaded: Loaded<Product> }) {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const [editing, setEditing] = useState<Editing>(null)
  return (
    <section aria-labelledby="staff-products-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="staff-products-heading" className="text-xl font-semibold">
          {t('staffDashboard.products.heading')}
        </h2>
        <Button size="sm" disabled={loaded.sample} onClick={() => setEditing({ mode: 'add' })}>
          {t('staffDashboard.products.add')}
        </Button>
      </div>
      {loaded.rows.length === 0 ? (
        <EmptyNote>
          <p>{t('staffDashboard.products.empty')}</p>
        </EmptyNote>
      ) : (
        <DataTable
          label={t('staffDashboard.tableRegion', { name: t('staffDashboard.products.heading') })}
          columns={[
            t('staffDashboard.products.columns.id'),
            t('staffDashboard.products.columns.name'),
            t('staffDashboard.products.columns.description'),
            t('staffDashboard.products.columns.price'),
            t('staffDashboard.products.columns.category'),
            t('staffDashboard.products.columns.actions'),
          ]}
        >
          {loaded.rows.map((product) => (
            <tr key={product.id}>
              <Td>{product.id}</Td>
              <Td className="font-medium">{product.name}</Td>
              <Td wrap className="min-w-64 max-w-80">
                {product.description}
              </Td>
              <Td>{formatMoney(product.price)}</Td>
              <Td>{t('staffDashboard.products.category', { id: product.categoryId })}</Td>
              <Td>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={loaded.sample}
                  onClick={() => setEditing({ mode: 'edit', product })}
                  aria-label={`${t('staffDashboard.products.edit')}: ${product.name}`}
                >
                  {t('staffDashboard.products.edit')}
                </Button>
              </Td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <ProductFormDialog fields="quick" product={editing.mode === 'edit' ? editing.product : undefined} onClose={() => setEditing(null)} />
      )}
    </section>
  )
}
