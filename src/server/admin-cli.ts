// Operators' tool: `npm run admin -- create-user NAME` and `npm run admin -- reset-password NAME`.
// The password is asked twice on a terminal (not echoed), or read from the first line of stdin:
//   printf '%s\n' "$PASSWORD" | npm run admin -- reset-password alice
import readline from 'node:readline'
import { AdminUserError, createAdminUser, resetAdminPassword } from './auth/admin-users'
import { loadConfig } from './config'
import { connectDatabase } from './db/client'
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock'
import { startEmbeddedDatabase } from './db/embedded'
import { runMigrations } from './db/migrate'

const COMMANDS = { 'create-user': createAdminUser, 'reset-password': resetAdminPassword } as const
const USAGE = 'Usage: npm run admin -- create-user NAME | reset-password NAME   (password from the prompt or stdin)'

function tell(stream: NodeJS.WriteStream, line: string): void {
  stream.write(`${line}\n`)
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin
    let answer = ''
    process.stdout.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          stdin.setRawMode(false)
          reject(new AdminUserError('Cancelled.'))
          return
        }
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          process.stdout.write('\n')
          resolve(answer)
          return
        }
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1)
        else answer += char
      }
    }
    stdin.on('data', onData)
  })
}

async function readFirstLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ''
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine()
  const first = await askHidden('New password: ')
  const second = await askHidden('Repeat the password: ')
  if (first !== second) throw new AdminUserError('The two passwords differ.')
  return first
}

/** DATABASE_URL when set; otherwise the embedded cluster in DATA_DIR (the shop server must be stopped). */
async function openDatabase() {
  const config = loadConfig()
  const cleanups: Array<() => unknown> = []
  let url = config.DATABASE_URL
  if (!url) {
    cleanups.unshift(lockDataDir(config.dataDir))
    const embedded = await startEmbeddedDatabase(config.dataDir, () => {}, { ownSignals: false })
    cleanups.unshift(embedded.stop)
    url = embedded.url
  }
  await runMigrations(url, { timeZone: config.BAKERY_TIMEZONE })
  const connection = connectDatabase(url, 2)
  cleanups.unshift(connection.close)
  return {
    db: connection.db,
    close: async () => {
      for (const cleanup of cleanups) await cleanup()
    },
  }
}

async function main(args: string[]): Promise<number> {
  const [command, username, ...rest] = args
  if (!command || !username || rest.length > 0 || !(command in COMMANDS)) {
    tell(process.stderr, USAGE)
    return 2
  }
  const password = await readPassword()
  const database = await openDatabase()
  try {
    await COMMANDS[command as keyof typeof COMMANDS](database.db, username, password)
    tell(
      process.stdout,
      command === 'create-user' ? `Admin user '${username}' created.` : `Password of '${username}' changed; their sessions were ended.`,
    )
    return 0
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AdminUserError || error instanceof DataDirInUseError
    tell(process.stderr, known ? error.message : String((error as Error)?.stack ?? error))
    process.exit(1)
  },
)
