import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export type ServerProcess = { child: ChildProcess; baseUrl: string; output: () => string; exited: Promise<number | null> }

const ROOT = path.resolve(import.meta.dirname, '../../..')

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts `src/server/main.ts` as its own process, exactly as `npm start` runs the server. With
 * `ownProcessGroup` it leads a process group, as a shell gives `npm start`, so a test can signal the
 * group as Ctrl-C does.
 */
export async function startServerProcess(env: Record<string, string>, { ownProcessGroup = false } = {}): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited }
}

/** Resolves once the server answers, or rejects with its output if it exits or takes longer than the limit. */
export async function waitUntilServing(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void server.exited.then(() => {
    exited = true
  })
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${server.baseUrl}/api/products`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server did not start:\n${server.output()}`)
}
