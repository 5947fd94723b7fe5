import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { DEFAULT_SHOP_ADDRESS } from '../../../domain/shop/shop-facts'
import { useTranslation } from '../../i18n/use-translation'
import { clockParts, formatClockTime } from '../../lib/format-time'
import { settingsQueries } from '../../lib/queries/settings'
import { useBakingDaysText } from '../../lib/use-baking-days-text'
import { useDocumentTitle } from '../../lib/use-document-title'
import { LegalSection, TEXT_LINK } from './legal-section'
import { registerShopPagesTexts } from './shop-pages-texts'

registerShopPagesTexts()

/** The terms of service: how pre-orders, payment, pickup and cancellations work, from the shop's own settings. */
export function TermsPage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('terms.title'))
  const settings = useQuery(settingsQueries.shop())
  const { bakingDays } = useBakingDaysText()
  const cutoff = settings.data?.orderCutoffTime
  return (
    <main className="mx-auto grid max-w-3xl gap-8 px-4 py-10 leading-relaxed text-stone-800 dark:text-stone-200">
      <header className="grid gap-2">
        <h1 className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">{t('terms.title')}</h1>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('terms.updated')}</p>
        <p>{t('terms.intro', { shop: t('app.name') })}</p>
      </header>
      <LegalSection heading={t('terms.orders.heading')}>
        <p>{t('terms.orders.bake', { bakingDays })}</p>
        <p>{cutoff ? t('terms.orders.cutoff', { time: formatClockTime(...clockParts(cutoff), i18n.language) }) : t('terms.orders.noCutoff')}</p>
        <p>{t('terms.orders.confirm')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.prices.heading')}>
        <p>{t('terms.prices.currency')}</p>
        <p>{t('terms.prices.methods')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.pickup.heading')}>
        <p>{t('terms.pickup.pickup', { address: settings.data?.shopAddress ?? DEFAULT_SHOP_ADDRESS })}</p>
        <p>{t('terms.pickup.delivery')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.changes.heading')}>
        <p>{t('terms.changes.before')}</p>
        <p>{t('terms.changes.after')}</p>
        <p>{t('terms.changes.ours')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.allergens.heading')}>
        <p>{t('terms.allergens.text')}</p>
      </LegalSection>
      <LegalSection heading={t('terms.contact.heading')}>
        <p>
          {t('terms.contact.text')}{' '}
          <Link href="/privacy" className={TEXT_LINK}>
            {t('terms.contact.privacy')}
          </Link>
          .
        </p>
      </LegalSection>
    </main>
  )
}
