import type { Product } from '../../../domain/catalog/product-schemas'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useTranslation } from '../../i18n/use-translation'
import { useCatalogueText } from '../../lib/use-catalogue-text'

export function ProductInfoTabs({ product, hasOptions }: { product: Product; hasOptions: boolean }) {
  const { t } = useTranslation()
  const text = useCatalogueText()
  const days = product.availabilityDays.map((day) => t(`catalog.weekdays.${day}`)).join(', ')
  return (
    <Tabs defaultValue="details" className="mt-10">
      <TabsList aria-label={t('catalog.detail.aboutTabs', { name: text.name(product) })}>
        <TabsTrigger value="details">{t('catalog.detail.tabDetails')}</TabsTrigger>
        <TabsTrigger value="ingredients">{t('catalog.detail.tabIngredients')}</TabsTrigger>
        <TabsTrigger value="customization">{t('catalog.detail.tabCustomization')}</TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="grid gap-2 text-stone-700 dark:text-stone-300">
        <p>{t('catalog.detail.availableOn', { days })}</p>
        <p>{t('catalog.detail.allergens')}</p>
      </TabsContent>
      <TabsContent value="ingredients" className="text-stone-700 dark:text-stone-300">
        <p>{t('catalog.detail.ingredientsText')}</p>
      </TabsContent>
      <TabsContent value="customization" className="text-stone-700 dark:text-stone-300">
        <p>{t(hasOptions ? 'catalog.detail.customizationText' : 'catalog.detail.noCustomization')}</p>
      </TabsContent>
    </Tabs>
  )
}
