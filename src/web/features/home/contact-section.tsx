import type { ShopSettings } from '../../../domain/shop/settings-schemas'
import { useTranslation } from '../../i18n/use-translation'
import { ContactForm } from './contact-form'
import { StoreInfoCard } from './store-info-card'
import { WhatsappCard } from './whatsapp-card'

export function ContactSection({ settings, whatsappUrl }: { settings: ShopSettings | undefined; whatsappUrl: string | undefined }) {
  const { t } = useTranslation()
  return (
    <section id="contact" className="scroll-mt-20 bg-white py-16 dark:bg-stone-900/50">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="font-serif text-3xl font-bold text-crust-950 dark:text-crust-50">{t('home.contact.heading')}</h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t('home.contact.intro')}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <ContactForm />
          <div className="grid content-start gap-6">
            <StoreInfoCard settings={settings} />
            <WhatsappCard whatsappUrl={whatsappUrl} />
          </div>
        </div>
      </div>
    </section>
  )
}
