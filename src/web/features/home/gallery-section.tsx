import { useTranslation } from '../../i18n/use-translation'

const IMAGES = [
  { src: '/images/gallery-starter.svg', alt: 'starter' },
  { src: '/images/gallery-oven.svg', alt: 'oven' },
  { src: '/images/gallery-shelves.svg', alt: 'shelves' },
  { src: '/images/artisan-sourdough.svg', alt: 'loaf' },
] as const

export function GallerySection() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h2 className="font-serif text-3xl font-bold text-crust-950 dark:text-crust-50">{t('home.gallery.heading')}</h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        {IMAGES.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              alt={t(`home.gallery.${image.alt}`)}
              width={400}
              height={400}
              loading="lazy"
              className="aspect-square w-full rounded-xl object-cover shadow-sm"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
