import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useCallback, useState } from 'react'
import type { Product } from '../../../domain/catalog/product-schemas'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { ActionText, matchesText, SearchBox, Td, usePagedSearch } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { categoryQueries, productQueries } from '../../lib/queries/catalogue'
import { queryKeys } from '../../lib/queries/keys'
import { AdminList, PageHeading } from './admin-table'
import { LimitGroupsCard } from './limit-groups-card'
import { ProductFormDialog } from './product-form-dialog'
import { useStaffMutation } from './use-staff-mutation'

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null

export function AdminProductsPage() {
  const { t } = useTranslation()
  const { formatMoney } = useFormatters()
  const products = useQuery(productQueries.list())
  const categories = useQuery(categoryQueries.list())
  const [editing, setEditing] = useState<Editing>(null)
  const matches = useCallback((product: Product, query: string) => matchesText(query, product.name, product.description, ...product.tags), [])
  const table = usePagedSearch(products.data, matches)
  const categoryName = (id: number) => categories.data?.find((category) => category.id === id)?.name ?? t('admin.products.categoryFallback', { id })

  const remove = useStaffMutation({
    mutationFn: (product: Product) => api.delete(`/api/products/${product.id}`),
    saved: (_, product) => ({ title: t('admin.products.deleted'), description: t('admin.products.deletedText', { name: product.name }) }),
    reloads: [queryKeys.products],
    failed: t('admin.products.deleteFailed'),
  })

  return (
    <>
      <PageHeading title={t('admin.products.title')}>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <SearchBox value={table.query} onChange={table.setQuery} placeholder={t('admin.products.searchPlaceholder')} />
          <Button className="shrink-0 whitespace-nowrap" onClick={() => setEditing({ mode: 'create' })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('admin.products.add')}
          </Button>
        </div>
      </PageHeading>
      <AdminList
        label={t('admin.products.title')}
        query={products}
        columns={[
          { label: t('admin.products.name') },
          { label: t('admin.products.category') },
          { label: t('admin.products.price') },
          { label: t('admin.products.tags') },
          { label: t('admin.products.inStock') },
        ]}
        empty={t('admin.products.empty')}
        table={table}
        row={(product) => (
          <tr key={product.id}>
            <Td wrap>
              <p className="font-medium">{product.name}</p>
              <p className="line-clamp-1 max-w-xs text-stone-600 dark:text-stone-300">{product.description}</p>
            </Td>
            <Td wrap>{categoryName(product.categoryId)}</Td>
            <Td wrap>{formatMoney(product.price)}</Td>
            <Td wrap>
              <div className="flex flex-wrap gap-1">
                {product.tags.map((tag) => (
                  <Badge key={tag} tone="grey">
                    {tag}
                  </Badge>
                ))}
              </div>
            </Td>
            <Td wrap>
              <Badge tone={product.inStock ? 'green' : 'red'}>{product.inStock ? t('admin.products.inStock') : t('admin.products.outOfStock')}</Badge>
            </Td>
            <Td actions>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${t('admin.table.edit')} ${product.name}`}
                onClick={() => setEditing({ mode: 'edit', product })}
              >
                <Pencil className="h-4 w-4" aria-hidden />
                <ActionText>{t('admin.table.edit')}</ActionText>
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="ghostDestructive" size="sm" aria-label={`${t('admin.table.delete')} ${product.name}`}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                    <ActionText>{t('admin.table.delete')}</ActionText>
                  </Button>
                }
                title={t('admin.products.deleteTitle')}
                description={t('admin.products.deleteText', { name: product.name })}
                cancelLabel={t('admin.table.cancel')}
                confirmLabel={t('admin.table.delete')}
                onConfirm={() => remove.mutate(product)}
              />
            </Td>
          </tr>
        )}
      />
      <LimitGroupsCard />
      {editing && (
        <ProductFormDialog
          key={editing.mode === 'edit' ? editing.product.id : 'new'}
          product={editing.mode === 'edit' ? editing.product : undefined}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
