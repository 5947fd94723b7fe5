// `npm run bench:web`: the JavaScript a first visit to `/` downloads before the page runs: the entry
// chunk of the built index.html and everything it imports statically, gzip -9 (what the budget counts).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = process.argv[2] ?? 'dist/web'
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
const entry = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
if (!entry) throw new Error(`no entry script in ${dir}/index.html`)
const seen = new Set()
const queue = [entry]
while (queue.length > 0) {
  const file = queue.pop()
  if (seen.has(file)) continue
  seen.add(file)
  const source = fs.readFileSync(path.join(dir, file), 'utf8')
  for (const match of source.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) queue.push(`assets/${match[1]}`)
}
let total = 0
for (const file of [...seen].sort()) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length
  total += size
  console.info(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
}
console.info(`initial JavaScript for /: ${(total / 1024).toFixed(1)} KB gzip (budget 120 KB)`)
