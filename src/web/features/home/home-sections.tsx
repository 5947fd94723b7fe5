import { useEffect } from 'react'
import type { ShopSettings } from '../../../domain/shop/settings-schemas'
import { ContactSection } from './contact-section'
import { GallerySection } from './gallery-section'
import { PreOrderSection } from './pre-order-section'
import { ProcessSection } from './process-section'

/** Everything below the hero: its own chunk, so the hero paints before this code arrives. */
export function HomeSections({ settings, whatsappUrl }: { settings: ShopSettings | undefined; whatsappUrl: string | undefined }) {
  // These sections arrive after the page: a #contact or #order link followed from another page scrolls now, and
  // focus goes to the section's heading (a screen reader hears where the link led; the next Tab goes on from there).
  useEffect(() => {
    const section = document.getElementById(window.location.hash.slice(1))
    if (!section) return
    section.scrollIntoView()
    const heading = section.querySelector<HTMLElement>('h2')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
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
