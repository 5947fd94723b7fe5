import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { i18nReady } from './i18n/i18n'
import './styles.css'

const root = document.getElementById('root')
// The visitor's language (Spanish is a separate chunk) is ready before the first paint: no flash of English.
await i18nReady
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
