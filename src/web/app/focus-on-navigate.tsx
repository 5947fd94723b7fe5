import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/** How long a page still loading its code may take to show its heading; after that focus stays where it is. */
const HEADING_WAIT_MS = 5_000

/** Focus was placed by the new page itself (a field with autofocus, the checkout's step heading): leave it there. */
const pageHasFocus = () => document.activeElement?.closest('main') != null

/** Not inside the old page React keeps hidden (display: none) while the next page's code loads. */
function isShown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false
  }
  return true
}

function focusHeading(): boolean {
  const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find(isShown)
  if (!heading) return false
  if (pageHasFocus()) return true
  // Out of the Tab order, as FocusHeading: only the navigation puts focus there.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
  return true
}

/**
 * After an in-app navigation, focus moves to the new page's main heading, as a page load would announce the page:
 * otherwise it falls to <body> (the link clicked went away with the old page) or stays on a header link, and a
 * screen reader says nothing changed. Not on the first load, nor for a #section link.
 */
export function FocusOnNavigate() {
  const [location] = useLocation()
  const firstLoad = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false
      return
    }
    if (window.location.hash || focusHeading()) return
    // A page whose code is still loading shows its heading later.
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect())
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [location])
  return null
}
