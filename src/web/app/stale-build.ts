/** When the page last reloaded itself for a new build (sessionStorage: this tab). */
const RELOADED_AT_KEY = 'reloaded-for-new-build'
/** A page still missing its chunks this soon after reloading for them is broken, not stale: its error shows. */
const RETRY_AFTER_MS = 10_000

type Page = Pick<Window, 'addEventListener'> & { location: Pick<Location, 'reload'> }
type Store = Pick<Storage, 'getItem' | 'setItem'>

/**
 * A page left open across a release asks for page chunks the new build no longer has (404), and would go blank: Vite
 * reports it as 'vite:preloadError', and the page reloads once to get the new build. What the customer did is kept
 * (the cart and an unanswered order in localStorage, the checkout's step in sessionStorage).
 */
export function reloadOnStaleBuild(page: Page = window, storage: () => Store = () => sessionStorage, now: () => number = Date.now): void {
  page.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(storage().getItem(RELOADED_AT_KEY) ?? 0)
      if (now() - last < RETRY_AFTER_MS) return
      storage().setItem(RELOADED_AT_KEY, String(now()))
    } catch {
      // Storage blocked: without a note of the last reload, reloading could loop.
      return
    }
    event.preventDefault()
    page.location.reload()
  })
}
