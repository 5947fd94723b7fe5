import { useEffect, useState } from 'react'

/** The header gets its shadow once the page is scrolled more than 10 px (spec §2). */
export const HEADER_SHADOW_SCROLL_PX = 10

export function useScrolledPast(offset = HEADER_SHADOW_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [offset])
  return scrolled
}
