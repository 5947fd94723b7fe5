import { chromium } from '@playwright/test'
const [,, url, out, width, lang, setup, scrollTo] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 844 }, locale: lang === 'es' ? 'es-MX' : 'en-US' })
const page = await ctx.newPage()
if (setup) { await page.goto(new URL(url).origin + '/'); await page.evaluate(setup) }
await page.goto(url)
await page.waitForTimeout(1500)
if (scrollTo) await page.getByText(scrollTo, { exact: false }).first().scrollIntoViewIfNeeded()
await page.screenshot({ path: out })
await browser.close()
