import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { HomeSectionLink } from '../../components/home-section-link'
import { useTranslation } from '../../i18n/use-translation'
import { productQueries } from '../../lib/queries/catalogue'
import { useCatalogueText } from '../../lib/use-catalogue-text'
import { useDocumentTitle } from '../../lib/use-document-title'
import { TEXT_LINK } from './legal-section'
import { registerShopPagesTexts } from './shop-pages-texts'

registerShopPagesTexts()

function LinkList({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-3">
      <h2 className="font-serif text-xl font-bold text-crust-900 dark:text-crust-100">{heading}</h2>
      <ul className="grid gap-2">{children}</ul>
    </section>
  )
}

/** Every page of the shop, with each product by name (the same addresses /sitemap.xml gives search engines). */
export function SitemapPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('sitemap.title'))
  const products = useQuery(productQueries.list())
  const text = useCatalogueText()
  return (
    <main className="mx-auto grid max-w-4xl gap-8 px-4 py-10 text-stone-800 dark:text-stone-200">
      <header className="grid gap-2">
        <h1 className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">{t('sitemap.title')}</h1>
        <p>{t('sitemap.intro')}</p>
      </header>
      <div className="grid gap-8 sm:grid-cols-3">
        <LinkList heading={t('sitemap.shop')}>
          <li>
            <Link href="/" className={TEXT_LINK}>
              {t('sitemap.home')}
            </Link>
          </li>
          {(['process', 'order', 'contact'] as const).map((section) => (
            <li key={section}>
              <HomeSectionLink section={section} className={TEXT_LINK}>
                {t(`sitemap.${section}`)}
              </HomeSectionLink>
            </li>
          ))}
          <li>
            <Link href="/cart" className={TEXT_LINK}>
              {t('sitemap.cart')}
            </Link>
          </li>
          <li>
            <Link href="/checkout" className={TEXT_LINK}>
              {t('sitemap.checkout')}
            </Link>
          </li>
        </LinkList>
        <LinkList heading={t('sitemap.productsHeading')}>
          <li>
            <Link href="/products" className={TEXT_LINK}>
              {t('sitemap.products')}
            </Link>
          </li>
          {(products.data ?? []).map((product) => (
            <li key={product.id}>
              <Link href={`/products/${product.id}`} className={TEXT_LINK}>
                {text.name(product)}
              </Link>
            </li>
          ))}
        </LinkList>
        <LinkList heading={t('sitemap.information')}>
          <li>
            <Link href="/privacy" className={TEXT_LINK}>
              {t('sitemap.privacy')}
            </Link>
          </li>
          <li>
            <Link href="/terms" className={TEXT_LINK}>
              {t('sitemap.terms')}
            </Link>
          </li>
        </LinkList>
      </div>
    </main>
  )
}
