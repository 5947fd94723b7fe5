// npm leaves out of package-lock.json the optional platform packages its registry cannot serve (this
// machine's registry has only linux-x64 builds), and `npm ci` then refuses the lockfile as "Missing: …".
// Run after every install (package.json "postinstall"): it records each missing optional dependency
// as optional, which `npm ci` accepts and skips. It never changes an entry that is already there.
import fs from 'node:fs'
import path from 'node:path'

const lockPath = path.join(import.meta.dirname, '..', 'package-lock.json')
if (!fs.existsSync(lockPath)) process.exit(0)
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'))
const packages = lock.packages ?? {}
let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = location ? `${location}/node_modules/${name}` : `node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    packages[`node_modules/${name}`] = { version: spec, dev: Boolean(entry.dev), optional: true }
    added += 1
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
  console.info(`complete-lockfile: recorded ${added} optional platform packages the registry does not serve`)
}
