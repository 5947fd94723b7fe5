import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { ArrowLeft, Filter, Languages, Menu, MessageCircle, Moon, Search, ShoppingCart, Sun, Wheat } from 'lucide-react'
import { defineConfig } from 'vite'
import { appShell } from './scripts/vite-app-shell.ts'
import { precompress } from './scripts/vite-precompress.ts'
import { DEFAULT_BAKING_DAYS } from './src/domain/schedule/default-baking-days.ts'
import { common as enCommon } from './src/web/i18n/en/common.ts'
import { language as enLanguage } from './src/web/i18n/en/language.ts'
import { storefront as enStorefront } from './src/web/i18n/en/storefront.ts'
import { common as esCommon } from './src/web/i18n/es/common.ts'
import { language as esLanguage } from './src/web/i18n/es/language.ts'
import { storefront as esStorefront } from './src/web/i18n/es/storefront.ts'

/** The product list, read as api-client.ts reads it (credentials included), so the page's own fetch takes the preload. */
const PRODUCT_LIST = { href: '/api/products', rel: 'preload', as: 'fetch', crossorigin: 'use-credentials' }
/** The category tabs above the list: read with the products, so the tabs do not arrive later and push the list down. */
const CATEGORY_LIST = { href: '/api/categories', rel: 'preload', as: 'fetch', crossorigin: 'use-credentials' }

/**
 * The hero's baking days before the settings arrive, as HeroSection writes them meanwhile (useBakingDaysText with
 * DEFAULT_BAKING_DAYS, one run of days: 'Tuesday to Saturday').
 */
const weekday = (day: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)))
const defaultBakingDays = (range: string, locale: string) =>
  range.replace('{{from}}', weekday(DEFAULT_BAKING_DAYS[0] ?? 0, locale)).replace('{{to}}', weekday(DEFAULT_BAKING_DAYS.at(-1) ?? 0, locale))

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    tailwindcss(),
    appShell({
      texts: { en: { ...enCommon, ...enLanguage, ...enStorefront }, es: { ...esCommon, ...esLanguage, ...esStorefront } },
      values: {
        en: { bakingDays: defaultBakingDays(enCommon.days.range, 'en-US') },
        es: { bakingDays: defaultBakingDays(esCommon.days.range, 'es-MX') },
      },
      icons: {
        'arrow-left': ArrowLeft,
        search: Search,
        filter: Filter,
        wheat: Wheat,
        languages: Languages,
        moon: Moon,
        sun: Sun,
        'shopping-cart': ShoppingCart,
        menu: Menu,
        'message-circle': MessageCircle,
      },
      // What each page a visitor can land on shows first; the server sends it as Link headers (app/route-data.ts
      // starts the same product read in the app).
      routes: [
        { path: '/', preload: [{ href: '/images/hero-bread.svg', rel: 'preload', as: 'image', fetchpriority: 'high' }] },
        { path: '/products', preload: [PRODUCT_LIST, CATEGORY_LIST] },
        { path: '/products/', preload: [PRODUCT_LIST] },
        // No page code preloaded (`page`): the shell draws what each page shows first (the empty cart, the list's
        // tabs and first photos, a product's photo), and a dozen page chunks fetched beside the stylesheet only
        // pushed that first paint back on a phone's link (Lighthouse: /products and /products/1 97 → 99).
      ],
      spanishTexts: 'i18n/es.ts',
    }),
    precompress(),
  ],
  resolve: {
    // wouter reads useSyncExternalStore through the shim package for React 17; React 19 has it built in, so the home
    // page need not download the shim (and its CommonJS wrapper).
    alias: { 'use-sync-external-store/shim/index.js': path.resolve('src/web/lib/sync-external-store.ts') },
  },
  build: {
    // Relative to where the command runs, as the server reads WEB_DIST_DIR.
    outDir: path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the shop supports understands <link rel="modulepreload">; the polyfill would be dead weight on /.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is needed before the first render anyway: one file instead of
            // a dozen small ones compresses better and costs one request (automatic splitting made ~20 on /).
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:5000', '/ws': { target: 'ws://127.0.0.1:5000', ws: true } } },
})
