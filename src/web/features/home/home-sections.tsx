import { useEffect } from 'react'
import type { ShopSettings } from '../../../domain/shop/settings-schemas'
import { ContactSection } from './contact-section'
import { GallerySection } from './gallery-section'
import { PreOrderSection } from './pre-order-section'
import { ProcessSection } from './process-section'

/** Everything below the hero: its own chunk, so the hero paints before this code arrives. */
export function HomeSections({ settings, whatsappUrl }: { settings: ShopSettings | undefined; whatsappUrl: string | undefined }) {
  // These sections arrive after the page: a #contact or #order link followed before then scrolls now.
  useEffect(() => {
    const hash = window.location.hash.slice(1)
    if (hash) document.getElementById(hash)?.scrollIntoView()
  }, [])
  return (
    <>
      <PreOrderSection />
      <ProcessSection />
      <GallerySection />
      <ContactSection settings={settings} whatsappUrl={whatsappUrl} />
    </>
  )
}
