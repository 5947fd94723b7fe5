import type { MouseEvent, ReactNode } from 'react'
import { useLocation } from 'wouter'

export type HomeSection = 'contact' | 'order' | 'process'

type HomeSectionLinkProps = { section: HomeSection; className?: string; onNavigate?: () => void; children: ReactNode }

function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/**
 * A link to a section of the home page (/#contact). On the home page the browser just scrolls; from any other
 * page it changes route inside the app (a plain <a href="/#contact"> would reload the whole shop), and the home
 * page scrolls to the section once it has rendered. A click that opens a new tab or window is left to the browser.
 */
export function HomeSectionLink({ section, className, onNavigate, children }: HomeSectionLinkProps) {
  const [location, navigate] = useLocation()
  const href = `/#${section}`
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return
    onNavigate?.()
    if (location === '/') return
    event.preventDefault()
    navigate(href)
  }
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  )
}
