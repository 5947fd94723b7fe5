import fs from 'node:fs'
import path from 'node:path'

export class DataDirInUseError extends Error {}

/** /proc/<pid>/stat: the state (field 3) and the start time in clock ticks since boot (field 22); undefined when gone. */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' }
  } catch {
    return undefined
  }
}

/**
 * Whether a process is running. A zombie (killed, not yet reaped by its parent: the usual state right after
 * `kill -9` of a whole process group) is not; where /proc is missing, a signal 0 tells.
 */
export function isAlive(pid: number): boolean {
  if (fs.existsSync('/proc/self/stat')) {
    const stat = procStat(pid)
    return stat !== undefined && stat.state !== 'Z'
  }
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** 'pid startTime': the start time tells our process from a later one that was given the same pid. */
const lockLine = (pid: number) => `${pid} ${procStat(pid)?.startTime ?? ''}`.trim()

/** Whether the lock names a process that is running and is the very process that wrote it. */
function ownerRunning(line: string): number | undefined {
  const [pidText, startTime] = line.trim().split(/\s+/)
  const pid = Number.parseInt(pidText ?? '', 10)
  if (!Number.isInteger(pid) || pid === process.pid || !isAlive(pid)) return undefined
  const now = procStat(pid)?.startTime
  return startTime && now && startTime !== now ? undefined : pid
}

/**
 * Claims DATA_DIR for this process, so two shop servers never share one PostgreSQL cluster (the second would
 * otherwise "recover" the first one's running database). The lock holds our pid and start time; a lock whose process
 * is gone, a zombie, or another process that got the same pid later, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'shop.lock')
  const mine = lockLine(process.pid)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${mine}\n`, { flag: 'wx', mode: 0o600 })
      return () => {
        if (fs.readFileSync(lockPath, 'utf8').trim() === mine) fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = ownerRunning(fs.readFileSync(lockPath, 'utf8'))
      if (owner !== undefined) {
        throw new DataDirInUseError(
          `Another shop server (pid ${owner}) is already running on DATA_DIR ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${dataDir}`)
}
