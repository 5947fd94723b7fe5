import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { expect } from '@playwright/test'

const ROOT = path.resolve(import.meta.dirname, '..')

export type SecondShop = { baseURL: string; stop: () => Promise<void> }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Another shop, configured by `env` (Stripe or WhatsApp keys pointed at a local stand-in), on its own port and fresh
 * embedded database; resolves once it answers.
 */
export async function startSecondShop(env: Record<string, string>): Promise<SecondShop> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/e2e-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  })
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/api/settings`)).ok
        } catch {
          return false
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true)
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    },
  }
}
