// `npm run bench:web`: Lighthouse mobile performance (its default: a mid-range phone on a slow 4G link, simulated)
// for the five pages a customer walks through, on the built app served by the shop itself.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs'
import { withBenchShop } from './bench-shop'

/** BENCH_LIGHTHOUSE_PAGES=/cart,/checkout measures only those pages. */
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/products', '/products/1', '/cart', '/checkout']
/** Lighthouse varies from run to run: the median of a few runs per page. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** BENCH_LIGHTHOUSE_DUMP=folder keeps each run's full report there, to see what the largest paint waited for. */
const DUMP_DIR = process.env.BENCH_LIGHTHOUSE_DUMP

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

await withBenchShop(
  'web',
  async ({ url }) => {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
    try {
      console.info(`Lighthouse ${RUNS}× per page, mobile, median: performance score, LCP, TBT, CLS`)
      for (const page of PAGES) {
        const runs: Array<{ score: number; lcp: number; tbt: number; cls: number }> = []
        for (let run = 0; run < RUNS; run++) {
          let result = await lighthouse(url + page, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
          // Lighthouse now and then fails to record the trace (NO_NAVSTART): that run is taken again, not scored 0.
          for (let retry = 0; result?.lhr.runtimeError && retry < 2; retry++) {
            console.info(`  ${page}: ${result.lhr.runtimeError.code}, run again`)
            result = await lighthouse(url + page, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
          }
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
          const { categories, audits } = result.lhr
          if (DUMP_DIR) fs.mkdirSync(DUMP_DIR, { recursive: true })
          if (DUMP_DIR) fs.writeFileSync(path.join(DUMP_DIR, `${page.replaceAll('/', '_') || '_'}-${run + 1}.json`), JSON.stringify(result.lhr))
          runs.push({
            score: Math.round((categories.performance?.score ?? 0) * 100),
            lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
            tbt: audits['total-blocking-time']?.numericValue ?? 0,
            cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          })
        }
        const pick = (key: 'score' | 'lcp' | 'tbt' | 'cls') => median(runs.map((entry) => entry[key]))
        console.info(
          `${page.padEnd(12)} ${String(pick('score')).padStart(3)}  LCP ${(pick('lcp') / 1000).toFixed(2)} s  TBT ${pick('tbt').toFixed(0)} ms  CLS ${pick('cls').toFixed(3)}  (scores ${runs.map((entry) => entry.score).join(', ')})`,
        )
      }
    } finally {
      chrome.kill()
    }
  },
  { webDistDir: path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web') },
)
process.exit(0)
