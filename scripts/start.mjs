// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server in this same process (so signals sent to `npm start` reach the server directly).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
// The server reads WEB_DIST_DIR relative to the working directory; so does the build (vite.config.ts).
const builtIndex = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web', 'index.html')
const SOURCES = ['src/web', 'src/domain', 'public', 'vite.config.ts', 'package-lock.json']

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))))
if (builtAt < changedAt) {
  console.info(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

register()
await import('../src/server/main.ts')
