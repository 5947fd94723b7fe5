import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { customerBody } from '../test-support/order-fixtures'
import { type ServerProcess, startServerProcess, waitUntilServing } from '../test-support/server-process'
import { isAlive } from './data-dir-lock'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'))
const running: ServerProcess[] = []
let serving: ServerProcess | undefined

async function start(options?: { ownProcessGroup: boolean }): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir }, options)
  running.push(server)
  return server
}

function postmasterPid(): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid')
  return fs.existsSync(file) ? Number.parseInt(fs.readFileSync(file, 'utf8'), 10) : null
}

async function placeOrder(baseUrl: string) {
  const post = (url: string, body: unknown) =>
    fetch(baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }))
  const customer = await post('/api/customers', customerBody('9997654321'))
  const dates = await (await fetch(`${baseUrl}/api/available-dates`)).json()
  return post('/api/orders', {
    order: {
      customerId: customer.body.id,
      total: 150,
      pickupDate: dates[0].date,
      pickupTime: '9:00 AM - 11:00 AM',
      isDelivery: false,
      paymentMethod: 'cash',
    },
    items: [{ productId: 1, quantity: 1, price: 150, customizations: { breadFormat: 'whole' } }],
  })
}

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL')
  const pid = postmasterPid()
  if (pid && isAlive(pid)) process.kill(pid, 'SIGINT')
  await new Promise((resolve) => setTimeout(resolve, 500))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the embedded PostgreSQL under DATA_DIR', () => {
  it('keeps an acknowledged order after the server is killed with SIGKILL, and restarts without manual steps', async () => {
    const first = await start()
    await waitUntilServing(first)
    const placed = await placeOrder(first.baseUrl)
    expect(placed.status).toBe(201)

    first.child.kill('SIGKILL')
    await first.exited
    const orphan = postmasterPid()
    expect(orphan && isAlive(orphan)).toBe(true)

    const second = await start()
    await waitUntilServing(second)
    serving = second
    const reread = await fetch(`${second.baseUrl}/api/orders/${placed.body.id}?token=${placed.body.accessToken}`)
    expect(reread.status).toBe(200)
    expect(await reread.json()).toMatchObject({ id: placed.body.id, total: placed.body.total, status: 'pending' })
    expect(isAlive(orphan!)).toBe(false)
    expect(second.output()).toMatch(/left running by an earlier shop process/)
  }, 90_000)

  it('refuses a second server on the same DATA_DIR with a clear message, leaving the first one serving', async () => {
    const intruder = await start()
    expect(await intruder.exited).toBe(1)
    expect(intruder.output()).toMatch(/Another shop server \(pid \d+\) is already running on DATA_DIR/)
    expect((await fetch(`${serving!.baseUrl}/api/products`)).status).toBe(200)
  }, 60_000)

  it('stops PostgreSQL and releases DATA_DIR on SIGTERM', async () => {
    const pid = postmasterPid()
    serving!.child.kill('SIGTERM')
    expect(await serving!.exited).toBe(0)
    expect(isAlive(pid!)).toBe(false)
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false)
  }, 60_000)

  it('stops cleanly when Ctrl-C reaches PostgreSQL too (the whole process group), and starts again', async () => {
    const server = await start({ ownProcessGroup: true })
    await waitUntilServing(server)
    const pid = postmasterPid()
    process.kill(-server.child.pid!, 'SIGINT')
    expect(await server.exited).toBe(0)
    expect(isAlive(pid!)).toBe(false)
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false)

    const again = await start()
    await waitUntilServing(again)
    expect((await fetch(`${again.baseUrl}/api/products`)).status).toBe(200)
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  }, 60_000)

  it('starts PostgreSQL again when it is killed, and /healthz says when the database answers', async () => {
    const server = await start()
    await waitUntilServing(server)
    expect(await (await fetch(`${server.baseUrl}/healthz`)).json()).toEqual({ status: 'ok' })
    process.kill(postmasterPid()!, 'SIGKILL')
    const deadline = Date.now() + 30_000
    const seen = new Set<number>()
    while (Date.now() < deadline) {
      const health = await fetch(`${server.baseUrl}/healthz`).catch(() => undefined)
      if (health) seen.add(health.status)
      if (health?.status === 200 && seen.size > 0 && server.output().includes('running again')) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(server.output()).toMatch(/stopped unexpectedly \(SIGKILL\); starting it again/)
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200)
    // The pool reconnects by itself: the shop answers from the database again.
    expect((await fetch(`${server.baseUrl}/api/products`)).status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 90_000)

  it('starts at once after kill -9 of the whole process group (shop and PostgreSQL both killed)', async () => {
    const server = await start({ ownProcessGroup: true })
    await waitUntilServing(server)
    process.kill(-server.child.pid!, 'SIGKILL')
    await server.exited
    const again = await start()
    await waitUntilServing(again)
    expect((await fetch(`${again.baseUrl}/api/products`)).status).toBe(200)
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  }, 90_000)
})

describe('loading the embedded PostgreSQL module', () => {
  it('keeps the exit code the process chose, so a failing test run still fails', () => {
    const script = "await import('./src/server/db/embedded.ts'); process.exitCode = 3"
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      encoding: 'utf8',
    })
    expect(run.stderr).not.toMatch(/Error/)
    expect(run.status).toBe(3)
  }, 30_000)
})
