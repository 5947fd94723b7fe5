// `npm run bench:web`: the JavaScript a first visit really downloads. Starts the built shop on a temporary
// database, opens /, /products and /cart in headless Chromium (English and Mexican Spanish browsers, a fresh
// profile each), waits until the network is idle and sums the gzip -9 size of every /assets/*.js the page
// loaded, read from the build. Lazy chunks a page pulls in as it renders count; chunks behind a click do not.
// Usage: node scripts/initial-js.mjs [distDir] (default WEB_DIST_DIR or dist/web); exits 1 over budget.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.mjs'

/** The issue's budget for `/`, in KB of 1024 bytes. */
const BUDGET_KB = 120
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

/** The /assets/*.js files one cold visit to `pathname` downloads, each with its gzip -9 size. */
async function scriptsLoaded(browser, baseUrl, pathname, locale) {
  const context = await browser.newContext({ locale, viewport: VIEWPORT })
  const page = await context.newPage()
  const files = new Set()
  page.on('response', (response) => {
    const { pathname: file } = new URL(response.url())
    if (file.startsWith('/assets/') && file.endsWith('.js')) files.add(file.slice(1))
  })
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' })
  await context.close()
  return [...files].map((file) => ({ file, bytes: gzipSize(file) }))
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
    for (const { file, bytes } of scripts.sort((a, b) => b.bytes - a.bytes)) console.info(`${kb(bytes).padStart(7)} KB  ${file}`)
  }
  console.info(`\nJavaScript downloaded on a first visit, KB gzip -9 (files):`)
  console.info(`${'page'.padEnd(10)}${LOCALES.map((locale) => locale.padStart(16)).join('')}`)
  for (const pathname of PAGES) {
    const cells = LOCALES.map((locale) => {
      const { scripts } = results.find((result) => result.pathname === pathname && result.locale === locale)
      const total = scripts.reduce((sum, { bytes }) => sum + bytes, 0)
      return `${kb(total)} (${scripts.length})`.padStart(16)
    })
    console.info(`${pathname.padEnd(10)}${cells.join('')}`)
  }
  const home = results.filter((result) => result.pathname === '/')
  const worst = Math.max(...home.map(({ scripts }) => scripts.reduce((sum, { bytes }) => sum + bytes, 0)))
  const within = worst < BUDGET_KB * 1024
  console.info(`\ninitial JavaScript for /: ${kb(worst)} KB gzip at most (budget ${BUDGET_KB} KB): ${within ? 'within budget' : 'OVER BUDGET'}`)
  if (!within) process.exitCode = 1
} finally {
  await browser?.close()
  await stopShop(server)
}
