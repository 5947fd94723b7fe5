import { Link } from 'wouter'
import { HomeSectionLink } from '../../components/home-section-link'
import { useTranslation } from '../../i18n/use-translation'
import { useBakingDaysText } from '../../lib/use-baking-days-text'
import { NewsletterForm } from './newsletter-form'
import { SocialLinks } from './social-links'

const LINK = 'hover:text-crust-700 hover:underline dark:hover:text-crust-300'

export function SiteFooter() {
  const { t } = useTranslation()
  const { bakingDays } = useBakingDaysText()
  return (
    <footer className="border-t border-crust-100 bg-white text-stone-700 dark:border-stone-800 dark:bg-stone-900 dark:text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="grid content-start gap-3">
          <p className="font-serif text-lg font-bold text-crust-900 dark:text-crust-100">{t('app.name')}</p>
          <p className="text-sm">{t('layout.footer.about', { bakingDays })}</p>
          <SocialLinks />
        </div>
        <nav aria-label={t('layout.footer.quickLinks')} className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-stone-900 dark:text-stone-100">{t('layout.footer.quickLinks')}</h2>
          <Link href="/" className={LINK}>
            {t('layout.home')}
          </Link>
          <Link href="/products" className={LINK}>
            {t('layout.footer.products')}
          </Link>
          <HomeSectionLink section="process" className={LINK}>
            {t('layout.footer.services')}
          </HomeSectionLink>
          <HomeSectionLink section="order" className={LINK}>
            {t('layout.footer.pricing')}
          </HomeSectionLink>
          <HomeSectionLink section="contact" className={LINK}>
            {t('layout.contact')}
          </HomeSectionLink>
        </nav>
        <div className="grid content-start gap-3 text-sm">
          <h2 className="font-semibold text-stone-900 dark:text-stone-100">{t('layout.footer.newsletter')}</h2>
          <p>{t('layout.footer.newsletterText')}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-crust-100 dark:border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:justify-between">
          <p>{t('layout.footer.rights', { year: new Date().getFullYear() })}</p>
          <div className="flex gap-4">
            <Link href="/privacy" className={LINK}>
              {t('layout.footer.privacy')}
            </Link>
            <Link href="/terms" className={LINK}>
              {t('layout.footer.terms')}
            </Link>
            <Link href="/sitemap" className={LINK}>
              {t('layout.footer.sitemap')}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  )
}
