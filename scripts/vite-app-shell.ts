import { type ComponentType, createElement, type SVGProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin, Rollup } from 'vite'

type Language = 'en' | 'es'
const LANGUAGES: readonly Language[] = ['en', 'es']
const HTML_LANG: Record<Language, string> = { en: 'en', es: 'es-MX' }

/** Where the build leaves the page preloads for the server (src/server/app.ts, serveWebApp); dot folders are not served. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json'

/** One `Link` header value: the URL and its parameters (`rel`, `as`, `crossorigin`, `fetchpriority`). */
type Preload = { href: string } & Record<string, string>

export type ShellRoute = {
  /** `/cart` matches that path only; `/products/` matches every path below it. */
  path: string
  /** The page module (from the Vite root) whose chunk, with the chunks it imports, the browser fetches at once. */
  page?: string
  /** Anything else the page shows first: its largest image, the API read it starts with. */
  preload?: Preload[]
}

export type PagePreloads = { path: string; link: string }[]

export type AppShellOptions = {
  /** The catalogues the shell reads its texts from: the same objects the app uses. */
  texts: Record<Language, object>
  /** Values of the placeholders left in a text ('{{bakingDays}}'), as the app shows them before its data arrives. */
  values?: Record<Language, Record<string, string>>
  /** Icons the shell draws, by the name used in `<svg data-icon="name" class="…" aria-hidden="true"></svg>`. */
  icons: Record<string, ComponentType<SVGProps<SVGSVGElement>>>
  routes: ShellRoute[]
  /** The Spanish catalogue's module: index.html's first script fetches it at once for a Spanish visitor. */
  spanishTexts: string
}

const TEMPLATE = /<template id="shell">([\s\S]*?)<\/template>/
/** `{{key}}`, or `{{key|name=value}}` for a text with one value ('Your Cart ({{count}} Items)' with count=0). */
const TEXT = /\{\{([\w.]+)(?:\|(\w+)=([^}]*))?\}\}/g
const ICON = /<svg data-icon="([\w-]+)" class="([^"]*)" aria-hidden="true"><\/svg>/g
const SPANISH_CHUNKS = '/*spanish-chunks*/[]'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function textAt(texts: object, key: string): string {
  let node: unknown = texts
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  if (typeof node !== 'string') throw new Error(`app shell: no text '${key}'`)
  return node
}

/** The language switch offers the other language, named and titled in that language (as LanguageSwitcher does). */
function switchTexts(texts: Record<Language, object>, language: Language): Record<string, string> {
  const next: Language = language === 'es' ? 'en' : 'es'
  const name = textAt(texts[next], `language.names.${next}`)
  return {
    lang: HTML_LANG[next],
    name,
    short: textAt(texts[next], `language.short.${next}`),
    title: textAt(texts[next], 'language.switchTo').replace('{{name}}', name),
  }
}

/** `start` and every chunk it imports, except those in `skip`. */
function importClosure(bundle: Rollup.OutputBundle, start: string[], skip = new Set<string>()): Set<string> {
  const files = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (files.has(file) || skip.has(file)) continue
    files.add(file)
    const chunk = bundle[file]
    if (chunk?.type === 'chunk') queue.push(...chunk.imports)
  }
  return files
}

/** The files of `module`'s chunk and of the chunks it imports that the entry has not loaded already. */
function chunkFiles(bundle: Rollup.OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module))
  if (!page) throw new Error(`app shell: no chunk for ${module}`)
  const initial = importClosure(
    bundle,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  )
  return [...importClosure(bundle, [page.fileName], initial)]
}

const linkHeader = ({ href, ...parameters }: Preload) =>
  [`<${href}>`, ...Object.entries(parameters).map(([name, value]) => `${name}=${value}`)].join('; ')

/**
 * The first paint comes from index.html: `<template id="shell">` (header and hero, written with the app's own
 * classes) becomes one template per language with the catalogue's texts and lucide's icons, and index.html's
 * scripts show the visitor's one until React replaces it. For each route the build also lists what the page needs
 * first (its chunks, its API read, its largest image) in PAGE_PRELOADS_FILE: the server sends them as `Link`
 * headers with index.html, so the browser fetches them before it has parsed a byte of the page.
 */
export function appShell(options: AppShellOptions): Plugin {
  let base = '/'
  return {
    name: 'shop-app-shell',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const template = TEMPLATE.exec(html)?.[1]
        if (template === undefined) throw new Error('app shell: index.html has no <template id="shell">')
        if (!html.includes(SPANISH_CHUNKS)) throw new Error(`app shell: index.html has no ${SPANISH_CHUNKS}`)
        const withIcons = template.replace(ICON, (_match, name: string, className: string) => {
          const icon = options.icons[name]
          if (!icon) throw new Error(`app shell: no icon '${name}'`)
          return renderToStaticMarkup(createElement(icon, { className, 'aria-hidden': true }))
        })
        const shells = LANGUAGES.map((language) => {
          const texts = { ...options.texts[language], switch: switchTexts(options.texts, language) }
          const values: Record<string, string> = options.values?.[language] ?? {}
          const filled = withIcons.replace(TEXT, (_match, key: string, name?: string, value?: string) => {
            const given = name ? { ...values, [name]: value ?? '' } : values
            return escapeHtml(
              textAt(texts, key).replace(/\{\{(\w+)\}\}/g, (_placeholder, inner: string) => {
                if (given[inner] === undefined) throw new Error(`app shell: no value for {{${inner}}} in '${key}'`)
                return given[inner]
              }),
            )
          })
          return `<template id="shell-${language}">${filled}</template>`
        })
        const spanishChunks = context.bundle ? chunkFiles(context.bundle, options.spanishTexts).map((file) => `${base}${file}`) : []
        // Replaced by functions: a text such as 'desde $150 MXN' must not read as a replacement pattern.
        return html.replace(TEMPLATE, () => shells.join('\n    ')).replace(SPANISH_CHUNKS, () => JSON.stringify(spanishChunks))
      },
    },
    generateBundle(_output, bundle) {
      const preloads: PagePreloads = options.routes.map(({ path, page, preload = [] }) => {
        const modules = page ? chunkFiles(bundle, page).map((file): Preload => ({ href: `${base}${file}`, rel: 'modulepreload' })) : []
        return { path, link: [...preload, ...modules].map(linkHeader).join(', ') }
      })
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` })
    },
  }
}
