// `npm run bench`: prints throughput and latency figures measured on this machine (2 cores shared by the
// server, PostgreSQL and the load generator). Figures, not pass/fail: see README "Benchmarks".
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
process.exit(0)
