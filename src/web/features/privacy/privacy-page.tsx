import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DEFAULT_SHOP_ADDRESS, DEFAULT_SHOP_EMAIL } from '../../../domain/shop/shop-facts'
import { whatsappChatLink } from '../../../domain/shop/whatsapp-link'
import { Card } from '../../components/ui/card'
import { NewTabLink } from '../../components/ui/new-tab-link'
import { useTranslation } from '../../i18n/use-translation'
// Not lib/format: that module brings date formatting the home page does not need.
import { formatPhone } from '../../lib/format-phone'
import { settingsQueries } from '../../lib/queries/settings'
import { useDocumentTitle } from '../../lib/use-document-title'
import { registerPrivacyTexts } from './privacy-texts'

registerPrivacyTexts()

const LINK = 'font-medium text-crust-800 underline hover:text-crust-900 dark:text-crust-300 dark:hover:text-crust-200'

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="font-serif text-xl font-bold text-crust-900 dark:text-crust-100">{heading}</h2>
      {children}
    </section>
  )
}

/** The aviso de privacidad: who keeps a customer's details, which, why, and how to exercise the ARCO rights. */
export function PrivacyPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('privacyNotice.title'))
  const settings = useQuery(settingsQueries.shop())
  const email = settings.data?.shopEmail ?? DEFAULT_SHOP_EMAIL
  const whatsappNumber = settings.data?.whatsappNumber
  return (
    <main className="mx-auto grid max-w-3xl gap-8 px-4 py-10 leading-relaxed text-stone-800 dark:text-stone-200">
      <header className="grid gap-2">
        <h1 className="font-serif text-3xl font-bold text-crust-900 dark:text-crust-100">{t('privacyNotice.title')}</h1>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('privacyNotice.updated')}</p>
        <p>{t('privacyNotice.intro')}</p>
      </header>

      <Section heading={t('privacyNotice.responsible.heading')}>
        <p>{t('privacyNotice.responsible.text', { shop: t('app.name') })}</p>
        <Card>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t('privacyNotice.responsible.address')}</dt>
            <dd>
              {t('app.name')}, {settings.data?.shopAddress ?? DEFAULT_SHOP_ADDRESS}
            </dd>
            <dt className="font-medium">{t('privacyNotice.responsible.whatsapp')}</dt>
            <dd>
              {whatsappNumber ? (
                <NewTabLink href={whatsappChatLink(whatsappNumber, t('home.whatsappMessage'))} className={LINK}>
                  {formatPhone(whatsappNumber)}
                </NewTabLink>
              ) : (
                <span className="text-stone-600 dark:text-stone-400">{t('privacyNotice.loading')}</span>
              )}
            </dd>
            <dt className="font-medium">{t('privacyNotice.responsible.email')}</dt>
            <dd>
              <a href={`mailto:${email}`} className={LINK}>
                {email}
              </a>
            </dd>
          </dl>
        </Card>
      </Section>

      <Section heading={t('privacyNotice.kept.heading')}>
        <ul className="grid list-disc gap-1 pl-6">
          {(['name', 'phone', 'email', 'address', 'history', 'messages'] as const).map((item) => (
            <li key={item}>{t(`privacyNotice.kept.${item}`)}</li>
          ))}
        </ul>
      </Section>

      <Section heading={t('privacyNotice.purpose.heading')}>
        <ul className="grid list-disc gap-1 pl-6">
          {(['prepare', 'deliver', 'contact', 'answer', 'newsletter'] as const).map((item) => (
            <li key={item}>{t(`privacyNotice.purpose.${item}`)}</li>
          ))}
        </ul>
        <p>{t('privacyNotice.purpose.noMarketing')}</p>
      </Section>

      <Section heading={t('privacyNotice.sharing.heading')}>
        <p>{t('privacyNotice.sharing.noSale')}</p>
        <p>{t('privacyNotice.sharing.stripe')}</p>
      </Section>

      <Section heading={t('privacyNotice.rights.heading')}>
        <p>{t('privacyNotice.rights.text')}</p>
        <p>{t('privacyNotice.rights.how')}</p>
        <p>{t('privacyNotice.rights.answer')}</p>
      </Section>

      <Section heading={t('privacyNotice.changes.heading')}>
        <p>{t('privacyNotice.changes.text')}</p>
      </Section>
    </main>
  )
}
