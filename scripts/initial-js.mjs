// `npm run bench:web`: the JavaScript a first visit really downloads. Starts the built shop on a temporary
// database, opens /, /products and /cart in headless Chromium (English and Mexican Spanish browsers, a fresh
// profile each), waits until the network is idle and sums the gzip -9 size of every /assets/*.js the page
// loaded, read from the build, twice: the first load (what the browser asked for before the app's first render
// replaced the static shell: the entry, the texts) and everything until idle (with the below-the-fold chunks
// deferred to right after that render, which every section has without scrolling; chunks behind a click do not
// count). The issue's budget is for the first load of /.
// Usage: node scripts/initial-js.mjs [distDir] (default WEB_DIST_DIR or dist/web); exits 1 over budget.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.mjs'

/** The issue's budget for `/`, in KB of 1024 bytes. */
const BUDGET_KB = 100
const PAGES = ['/', '/products', '/cart']
const LOCALES = ['en-US', 'es-MX']
const VIEWPORT = { width: 1280, height: 720 }
const SERVER_START_TIMEOUT_MS = 90_000

const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web')
if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no build in ${distDir}: run vite build first`)

const gzipSizes = new Map()
function gzipSize(assetPath) {
  if (!gzipSizes.has(assetPath)) gzipSizes.set(assetPath, zlib.gzipSync(fs.readFileSync(path.join(distDir, assetPath)), { level: 9 }).length)
  return gzipSizes.get(assetPath)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForShop(baseUrl, server) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop stopped while starting (exit ${server.exitCode})`)
    try {
      if ((await fetch(`${baseUrl}/api/products`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the shop did not answer ${baseUrl}/api/products within ${SERVER_START_TIMEOUT_MS / 1000} s`)
}

function stopShop(server) {
  if (server.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000)
    server.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    server.kill('SIGTERM')
  })
}

/** Notes when React first replaces the static shell in #root (the app's first render), in page time. */
function watchFirstRender() {
  new MutationObserver((changes, observer) => {
    if (!changes.some((change) => change.target instanceof Element && change.target.id === 'root' && change.removedNodes.length)) return
    window.__firstRenderAt = performance.now()
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
}

/**
 * The /assets/*.js files one cold visit to `pathname` downloads, each with its gzip -9 size and whether the browser
 * asked for it before the app's first render.
 */
async function scriptsLoaded(browser, baseUrl, pathname, locale) {
  const context = await browser.newContext({ locale, viewport: VIEWPORT })
  const page = await context.newPage()
  await page.addInitScript(watchFirstRender)
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' })
  const requested = await page.evaluate(() =>
    performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, beforeRender: startTime < (window.__firstRenderAt ?? Infinity) })),
  )
  await context.close()
  const files = new Map()
  for (const { name, beforeRender } of requested) {
    const { pathname: file } = new URL(name)
    if (file.startsWith('/assets/') && file.endsWith('.js')) files.set(file.slice(1), beforeRender || files.get(file.slice(1)) === true)
  }
  return [...files].map(([file, beforeRender]) => ({ file, bytes: gzipSize(file), beforeRender }))
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

const port = Number(process.env.BENCH_PORT ?? (await freePort()))
const baseUrl = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST_DIR: distDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
let browser
try {
  await waitForShop(baseUrl, server)
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results = []
  for (const pathname of PAGES) {
    for (const locale of LOCALES) results.push({ pathname, locale, scripts: await scriptsLoaded(browser, baseUrl, pathname, locale) })
  }

  for (const { locale, scripts } of results.filter((result) => result.pathname === '/')) {
    console.info(`\n/ (${locale}): ${scripts.length} JavaScript files`)
    for (const { file, bytes, beforeRender } of scripts.sort((a, b) => b.bytes - a.bytes)) {
      console.info(`${kb(bytes).padStart(7)} KB  ${file}${beforeRender ? '' : '  (after the first render)'}`)
    }
  }
  const total = (scripts) => scripts.reduce((sum, { bytes }) => sum + bytes, 0)
  const firstLoad = (scripts) => scripts.filter(({ beforeRender }) => beforeRender)
  console.info(`\nJavaScript downloaded on a first visit, KB gzip -9 (files): first load / until idle`)
  console.info(`${'page'.padEnd(10)}${LOCALES.map((locale) => locale.padStart(24)).join('')}`)
  for (const pathname of PAGES) {
    const cells = LOCALES.map((locale) => {
      const { scripts } = results.find((result) => result.pathname === pathname && result.locale === locale)
      const first = firstLoad(scripts)
      return `${kb(total(first))} (${first.length}) / ${kb(total(scripts))} (${scripts.length})`.padStart(24)
    })
    console.info(`${pathname.padEnd(10)}${cells.join('')}`)
  }
  const home = results.filter((result) => result.pathname === '/')
  const worst = Math.max(...home.map(({ scripts }) => total(firstLoad(scripts))))
  const untilIdle = Math.max(...home.map(({ scripts }) => total(scripts)))
  const within = worst < BUDGET_KB * 1024
  console.info(
    `\ninitial JavaScript for /: ${kb(worst)} KB gzip at most before the first render (budget ${BUDGET_KB} KB): ${within ? 'within budget' : 'OVER BUDGET'}; ${kb(untilIdle)} KB with the chunks deferred to right after it`,
  )
  if (!within) process.exitCode = 1
} finally {
  await browser?.close()
  await stopShop(server)
}
