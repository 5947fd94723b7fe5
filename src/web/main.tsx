import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { reloadOnStaleBuild } from './app/stale-build'
import { i18nReady } from './i18n/i18n'
import './styles.css'

/** Replaces the static shell of index.html (already on screen, in the visitor's language) with the app. */
function renderShop(root: HTMLElement) {
  // The shell is painted, so the first render need not block the page: as a transition React yields to the browser
  // every few milliseconds instead of holding the main thread for the whole tree (less blocking time on phones).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

reloadOnStaleBuild()

const root = document.getElementById('root')
if (root) {
  // Waits for the texts (fetched since the page started) so nothing shows half-translated.
  void i18nReady.catch(() => undefined).then(() => renderShop(root))
}
