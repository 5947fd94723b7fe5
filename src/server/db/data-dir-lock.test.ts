import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, isAlive, lockDataDir } from './data-dir-lock'

const started: Array<() => void> = []
afterEach(() => {
  for (const stop of started.splice(0)) stop()
})

/** A process that sleeps, and the pid of a zombie: a child of it that exited and that it never reaps. */
async function sleeperWithZombie(): Promise<{ sleeper: number; zombie: number }> {
  const child = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 10'], { stdio: ['ignore', 'pipe', 'ignore'] })
  started.push(() => child.kill('SIGKILL'))
  const zombie = await new Promise<number>((resolve) => child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))))
  await new Promise((resolve) => setTimeout(resolve, 300))
  return { sleeper: child.pid as number, zombie }
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'))

describe('the DATA_DIR lock', () => {
  it('takes over a lock whose process is a zombie (the whole group was killed and not yet reaped)', async () => {
    const { zombie } = await sleeperWithZombie()
    expect(fs.readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /)
    expect(isAlive(zombie)).toBe(false)
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'shop.lock'), `${zombie}\n`)
    lockDataDir(dir)()
  })

  it('takes over a lock whose pid now belongs to another process', async () => {
    const { sleeper } = await sleeperWithZombie()
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'shop.lock'), `${sleeper} 12345\n`)
    lockDataDir(dir)()
  })

  it('refuses a lock its running writer still holds', async () => {
    const { sleeper } = await sleeperWithZombie()
    const startTime = fs.readFileSync(`/proc/${sleeper}/stat`, 'utf8').split(') ')[1]?.split(' ')[19]
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'shop.lock'), `${sleeper} ${startTime}\n`)
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
  })
})

describe('the folders PostgreSQL must pass through when the shop runs as root', () => {
  it('names the first folder closed to other users, as in a clone inside /root (mode 700)', async () => {
    const { firstClosedDirectory } = await import('./embedded')
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-home-'))
    fs.mkdirSync(path.join(home, 'shop', 'data'), { recursive: true })
    fs.chmodSync(home, 0o700)
    expect(firstClosedDirectory(path.join(home, 'shop', 'data'))).toBe(home)
    fs.chmodSync(home, 0o711)
    expect(firstClosedDirectory(path.join(home, 'shop', 'data'))).toBeUndefined()
  })
})
