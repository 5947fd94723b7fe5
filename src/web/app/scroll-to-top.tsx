import { useEffect } from 'react'
import { useLocation } from 'wouter'

/** A new page starts at the top, as a full page load would. */
export function ScrollToTop() {
  const [location] = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' })
  }, [location])
  return null
}
