import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Product } from '../../../domain/catalog/product-schemas'
import { Badge } from '../../components/ui/badge'
import { matchesText, Td, usePagedSearch } from '../../components/ui/data-table'
import { useTranslation } from '../../i18n/use-translation'
import { api } from '../../lib/api-client'
import { useFormatters } from '../../lib/format'
import { categoryQueries, productQueries } from '../../lib/queries/catalogue'
import { queryKeys } from '../../lib/queries/keys'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { AdminList, EditDeleteActions, PageHeading, SearchAndAdd } from './admin-table'
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
  // Named as the shop names them for the reader (Spanish where staff gave it); found by either language.
  const catalogue = useCatalogueText()
  const matches = useCallback(
    (product: Product, query: string) =>
      matchesText(query, product.name, product.nameEs, product.description, product.descriptionEs, ...product.tags, ...(product.tagsEs ?? [])),
    [],
  )
  const table = usePagedSearch(products.data, matches)
  const categoryName = (id: number) => {
    const category = categories.data?.find((candidate) => candidate.id === id)
    return category ? catalogue.name(category) : t('admin.products.categoryFallback', { id })
  }

  const remove = useStaffMutation({
    mutationFn: (product: Product) => api.delete(`/api/products/${product.id}`),
    successToast: (_, product) => ({
      title: t('admin.products.deleted'),
      description: t('admin.products.deletedText', { name: catalogue.name(product) }),
    }),
    reloads: [queryKeys.products],
    failureTitle: t('admin.products.deleteFailed'),
  })

  return (
    <>
      <PageHeading title={t('admin.products.title')}>
        <SearchAndAdd
          search={table}
          placeholder={t('admin.products.searchPlaceholder')}
          add={t('admin.products.add')}
          onAdd={() => setEditing({ mode: 'create' })}
        />
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
              <p className="font-medium">{catalogue.name(product)}</p>
              <p className="line-clamp-1 max-w-xs text-stone-600 dark:text-stone-300">{catalogue.description(product)}</p>
            </Td>
            <Td wrap>{categoryName(product.categoryId)}</Td>
            <Td wrap>{formatMoney(product.price)}</Td>
            <Td wrap>
              <div className="flex flex-wrap gap-1">
                {product.tags.map((tag) => (
                  <Badge key={tag} tone="grey">
                    {catalogue.tag(tag, [product])}
                  </Badge>
                ))}
              </div>
            </Td>
            <Td wrap>
              <Badge tone={product.inStock ? 'green' : 'red'}>{product.inStock ? t('admin.products.inStock') : t('admin.products.outOfStock')}</Badge>
            </Td>
            <EditDeleteActions
              name={catalogue.name(product)}
              onEdit={() => setEditing({ mode: 'edit', product })}
              confirm={{ title: t('admin.products.deleteTitle'), text: t('admin.products.deleteText', { name: catalogue.name(product) }) }}
              onDelete={() => remove.mutate(product)}
            />
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
