import fs from 'node:fs'
import path from 'node:path'

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims DATA_DIR for this process, so two shop servers never share one PostgreSQL cluster
 * (the second would otherwise "recover" the first one's running database). The lock file holds
 * our PID; a lock left by a process that no longer exists (SIGKILL, power cut) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'shop.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx', mode: 0o600 })
      return () => {
        if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `Another shop server (pid ${owner}) is already running on DATA_DIR ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${dataDir}`)
}

export { isAlive }
