import type { ReactNode } from 'react'
import type { Category } from '../../../domain/catalog/product-schemas'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useTranslation } from '../../i18n/use-translation'
import { useCatalogueText } from '../../lib/use-catalogue-text'

const ALL = 'all'

type CategoryTabsProps = { categories: Category[]; value: number | null; onChange: (categoryId: number | null) => void; children: ReactNode }

/**
 * The tab strip filters one list: the active tab's panel holds the search, the tag filter and the results. The
 * tabs wrap onto a second row on a phone rather than scroll, so no category is hidden past the edge.
 */
export function CategoryTabs({ categories, value, onChange, children }: CategoryTabsProps) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const active = value === null ? ALL : String(value)
  return (
    <Tabs value={active} onValueChange={(next) => onChange(next === ALL ? null : Number(next))}>
      <TabsList aria-label={t('catalog.categories')} layout="wrap">
        <TabsTrigger value={ALL}>{t('catalog.allProducts')}</TabsTrigger>
        {categories.map((category) => (
          <TabsTrigger key={category.id} value={String(category.id)}>
            {text.name(category)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={active} tabIndex={-1} className="grid gap-4">
        {children}
      </TabsContent>
    </Tabs>
  )
}
