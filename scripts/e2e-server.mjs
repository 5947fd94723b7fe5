// Starts the built shop for the browser tests on a fresh embedded database in a temporary DATA_DIR.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'))
process.env.DATA_DIR = dataDir
// Browser tests always run on their own embedded database, even when CI points DATABASE_URL elsewhere.
delete process.env.DATABASE_URL
process.env.LOG_LEVEL ??= 'warn'
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))
register()
await import('../src/server/main.ts')
