// `npm run bench`: prints throughput and latency figures measured on this machine (2 cores shared by the
// server, PostgreSQL and the load generator). Figures, not pass/fail: see README "Benchmarks".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { runApiThroughputBench } from './api-throughput.bench'
import { runHardeningBench } from './hardening.bench'
import { runLimitRaceBench } from './limit-race.bench'

console.info(`node ${process.version}, ${new Date().toISOString()}`)
await runApiThroughputBench()
await runLimitRaceBench()
await runHardeningBench()

const feedBench = path.join(import.meta.dirname, 'order-feed.bench.ts')
if (fs.existsSync(feedBench)) {
  const { runOrderFeedBench } = await import('./order-feed.bench')
  await runOrderFeedBench()
}
// The initial JS of / as a first visit really downloads it (scripts/initial-js.mjs), when the app is built.
if (fs.existsSync(path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web', 'index.html'))) {
  spawnSync(process.execPath, ['scripts/initial-js.mjs'], { stdio: 'inherit' })
} else {
  console.info('initial JS of /: not measured, no build (run `npm run build` first, or `npm run bench:web`)')
}
process.exit(0)
