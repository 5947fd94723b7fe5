import { useQuery } from '@tanstack/react-query'
import { MessageCircle } from 'lucide-react'
import { SOURDOUGH_PRODUCT_ID } from '../../../domain/orders/pricing'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { formatMoney } from '../../lib/format'
import { productQueries } from '../../lib/queries/catalogue'
import { useBakingDaysText } from '../../lib/use-baking-days-text'

export function HeroSection({ whatsappUrl }: { whatsappUrl: string | undefined }) {
  const { t, i18n } = useTranslation()
  const { bakingDays } = useBakingDaysText()
  // The loaf's price as staff set it; its line keeps its place (no jump) until the catalogue is here.
  const sourdough = useQuery(productQueries.list()).data?.find((product) => product.id === SOURDOUGH_PRODUCT_ID)
  const from = sourdough && `${formatMoney(sourdough.price, i18n.language, { wholeWithoutCents: true })} MXN`
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
      <div className="grid gap-5">
        <p className="text-sm font-semibold tracking-wide text-crust-700 uppercase dark:text-crust-300">{t('home.hero.eyebrow')}</p>
        <h1 className="font-serif text-4xl leading-tight font-bold text-crust-950 md:text-5xl dark:text-crust-50">{t('home.hero.title')}</h1>
        <p className="text-lg text-stone-700 dark:text-stone-300">{t('home.hero.text', { bakingDays })}</p>
        <p className="min-h-8 text-2xl font-bold text-crust-800 dark:text-crust-300">{from && t('home.hero.price', { price: from })}</p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <a href="#order">{t('home.hero.orderNow')}</a>
          </Button>
          <Button size="lg" variant="secondary" asChild>
            <a href={whatsappUrl ?? '#contact'} target={whatsappUrl ? '_blank' : undefined} rel="noreferrer">
              <MessageCircle className="h-5 w-5" aria-hidden />
              {t('home.hero.askQuestions')}
            </a>
          </Button>
        </div>
      </div>
      <img
        src="/images/hero-bread.svg"
        alt={t('home.hero.imageAlt')}
        width={640}
        height={480}
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
      />
    </section>
  )
}
