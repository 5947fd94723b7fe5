import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import '../domain/plain-issues'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { authRoutes } from './auth/auth.routes'
import { createAuthService } from './auth/auth.service'
import { createRateLimitStore } from './auth/rate-limit-store'
import { createSessionService } from './auth/sessions.service'
import { staffAccountRoutes } from './auth/staff-accounts.routes'
import { createStaffAccountService } from './auth/staff-accounts.service'
import { availableDateRoutes } from './available-dates/available-dates.routes'
import { createAvailableDateService } from './available-dates/available-dates.service'
import { categoryRoutes } from './categories/categories.routes'
import { createCategoryService } from './categories/categories.service'
import type { Config } from './config'
import { DEFAULT_SHOP_WHATSAPP } from './config'
import { customerRoutes } from './customers/customers.routes'
import { createCustomerService } from './customers/customers.service'
import type { Database } from './db/client'
import { createFacturapi } from './invoicing/facturapi'
import { invoiceRequestRoutes } from './invoicing/invoice-requests.routes'
import { createInvoiceRequestService } from './invoicing/invoice-requests.service'
import { runSoon } from './jobs/run-soon'
import { visitorMessageRoutes } from './messages/visitor-messages.routes'
import { createVisitorMessageService } from './messages/visitor-messages.service'
import { CATALOGUE_EVENTS_CHANNEL, createOrderFeed, type FeedChange } from './orders/order-feed'
import { orderRoutes } from './orders/orders.routes'
import { createOrderService } from './orders/orders.service'
import { type Catalogue, FIRST_VIEW_MARKER, firstViewOf } from './pages/first-view'
import { siteIndexRoutes } from './pages/site-index.routes'
import { createOverdueTransferRelease } from './payments/overdue-transfers'
import { createPaymentRecordService } from './payments/payment-records.service'
import { paymentRoutes } from './payments/payments.routes'
import { cardPaymentsConfigured, createPaymentService } from './payments/payments.service'
import { receiptRoutes } from './payments/receipts.routes'
import { createReceiptService } from './payments/receipts.service'
import { photoRoutes } from './photos/photos.routes'
import { createPhotoService } from './photos/photos.service'
import { productionRoutes } from './planning/production.routes'
import { createProductionService } from './planning/production.service'
import { isProtectedPath, registerAccessControl } from './plugins/access-control'
import { registerApiDocs } from './plugins/api-docs'
import { answerClientError, answerFrameworkError, answerWhileClosing, registerErrorHandler } from './plugins/error-handler'
import { registerHealth } from './plugins/health'
import { registerInputGuards } from './plugins/input-guards'
import { registerRateLimits, scaledLimits } from './plugins/rate-limits'
import { type CacheScope, registerReadCache } from './plugins/read-cache'
import { registerSecurity } from './plugins/security'
import { registerLiveOrders } from './plugins/websocket'
import { productRoutes } from './products/products.routes'
import { createProductService } from './products/products.service'
import { regularsRoutes } from './regulars/regulars.routes'
import { createStandingOrderService } from './regulars/standing-orders.service'
import { createWaitlistService } from './regulars/waitlist.service'
import { createWaitlistOffers } from './regulars/waitlist-offers'
import { settingsRoutes } from './settings/settings.routes'
import { createSettingsService } from './settings/settings.service'
import { createOrderNotices } from './whatsapp/order-notices'
import { whatsappRoutes } from './whatsapp/whatsapp.routes'
import { createWhatsappService, isWhatsappConfigured } from './whatsapp/whatsapp.service'
import { createWhatsappWebhook } from './whatsapp/whatsapp-webhook'

export type AppDeps = {
  db: Database
  config: Pick<Config, 'BAKERY_TIMEZONE' | 'WEB_DIST_DIR'> &
    Partial<Pick<Config, 'TRUST_PROXY' | 'RATE_LIMIT_MULTIPLIER' | 'MAX_ORDERS_PER_CUSTOMER_DAY'>> &
    Partial<Pick<Config, 'BAKERY_WHATSAPP_NUMBER' | 'BANK_NAME' | 'BANK_CLABE' | 'BANK_BENEFICIARY'>> &
    Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>> &
    Partial<Pick<Config, 'FACTURAPI_KEY' | 'FACTURAPI_API_BASE'>> &
    Partial<
      Pick<
        Config,
        'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_BASE' | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN' | 'PUBLIC_URL'
      >
    >
  clock?: () => Date
  logger?: FastifyBaseLogger
  /** The live order feed LISTENs on its own connection to this database; default: the pool's own URL. */
  databaseUrl?: string
  /** How long a client may take; shorter in tests. */
  timeouts?: Partial<typeof SERVER_TIMEOUTS>
}

/**
 * A slow client (headers or a body a byte at a time) is cut off instead of holding a connection: every browser sends
 * a request in well under a second. A connection left idle between requests stays open longer than a proxy or a load
 * balancer keeps its own (60 s for nginx's upstream keep-alive and AWS's): were the shop to close it first, a request
 * the proxy sends on it at that moment is lost, and the customer sees a 502 for an order the shop never received.
 */
export const SERVER_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000 }

/** A hop count trusts that many proxies in front of the shop; addresses trust only those proxies; unset, none. */
function trustedProxies(setting: number | string | undefined): string | ((address: string, hop: number) => boolean) | false {
  if (setting === undefined) return false
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting
}

/** A burst of order changes becomes one waitlist sweep a second at most. */
export const WAITLIST_KICK_GAP_MS = 1000

/** Bodies above 100 KB are refused: no real order or form comes near that. */
const BODY_LIMIT = 100 * 1024

/** Builds the whole shop (API, pages) without listening, so tests and main.ts share it. */
/**
 * How a file's address ends ('.js', '.woff2', '.webp'): a dot and a name with a letter. A page link pasted at the end
 * of a sentence ('/products/3.') or an odd id ('/products/1.5') is still a page.
 */
const FILE_EXTENSION = /\.[0-9]*[a-z][a-z0-9]*$/i

export async function buildApp({ db, config, clock = () => new Date(), logger, databaseUrl, timeouts: timeoutsGiven }: AppDeps) {
  const timeouts = { ...SERVER_TIMEOUTS, ...timeoutsGiven }
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    // Node checks for overdue requests every `connectionsCheckingInterval` (30 s by default): often enough here that
    // a slow client is cut off at its timeout, not up to half a minute later.
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 2),
        },
        handler,
      ),
    // Client addresses feed the rate limits: only a proxy named in TRUST_PROXY may set X-Forwarded-For.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Fastify's own answer while closing is an English body outside the shop's shape: answerWhileClosing replies.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  answerWhileClosing(app)
  registerInputGuards(app)

  const timeZone = config.BAKERY_TIMEZONE
  const sessions = createSessionService({ db, clock })
  const settings = createSettingsService({
    db,
    defaults: {
      BAKERY_WHATSAPP_NUMBER: config.BAKERY_WHATSAPP_NUMBER ?? DEFAULT_SHOP_WHATSAPP,
      BANK_NAME: config.BANK_NAME,
      BANK_CLABE: config.BANK_CLABE,
      BANK_BENEFICIARY: config.BANK_BENEFICIARY,
    },
    clock,
    timeZone,
  })
  const whatsappConfigured = isWhatsappConfigured(config)
  const notices = createOrderNotices({
    db,
    configured: whatsappConfigured,
    clock,
    timeZone,
    readSettings: settings.read,
    publicUrl: config.PUBLIC_URL,
  })
  // Before an order takes a place on a day, the day's waitlist is offered what came back there (waitlist-offers.ts).
  const waitlistOffers = createWaitlistOffers({ clock, timeZone, shopSettings: settings.get, onOffered: notices.onWaitlistOffer })
  const services = {
    auth: createAuthService({ db, clock }),
    sessions,
    staffAccounts: createStaffAccountService({ db, clock }),
    products: createProductService({ db }),
    categories: createCategoryService({ db }),
    availableDates: createAvailableDateService({ db, clock, timeZone, shopSettings: settings.get, lockSettings: settings.readShared }),
    customers: createCustomerService({ db, clock }),
    orders: createOrderService({
      db,
      clock,
      timeZone,
      shopSettings: settings.get,
      maxOrdersPerCustomerDay: config.MAX_ORDERS_PER_CUSTOMER_DAY ?? 3,
      cardPayments: cardPaymentsConfigured(config),
      notices,
      waitlistFirst: waitlistOffers.serveDay,
    }),
    settings,
    whatsapp: createWhatsappService({ db, config, clock, timeZone, shopSettings: settings.get }),
    notices,
  }

  await app.register(cookie)
  // Before compression: the cache keeps the plain JSON, and what it serves is compressed like any answer.
  /** Tells the other instances to drop their cached reads of `scope` (the order feed hears it). */
  const announce = async (scope: CacheScope) => {
    await db.execute(sql`select pg_notify(${CATALOGUE_EVENTS_CHANNEL}, ${scope})`)
  }
  const readCache = registerReadCache(app, { clock, announce })
  // JSON answers (the catalogue, staff order lists) shrink several times; the web app's files come pre-compressed
  // from the build, and request bodies are never inflated (a webhook's signature covers the bytes as sent).
  await app.register(compress, { customTypes: /^application\/json\b/, globalDecompression: false })
  await registerSecurity(app, { webDistDir: path.resolve(config.WEB_DIST_DIR) })
  // Before the routes: the API document is made from each route's schemas as it is registered.
  await registerApiDocs(app)
  registerAccessControl(app, sessions)
  registerRateLimits(app, { store: createRateLimitStore({ db, clock }), clock, limits: scaledLimits(config.RATE_LIMIT_MULTIPLIER ?? 1) })

  registerHealth(app, db)
  await app.register(authRoutes, services)
  await app.register(staffAccountRoutes, services)
  await app.register(productRoutes, services)
  await app.register(categoryRoutes, services)
  await app.register(availableDateRoutes, services)
  await app.register(customerRoutes, services)
  const paymentRecords = createPaymentRecordService({ db, clock, orders: services.orders })
  const payments = createPaymentService({ db, config, orders: services.orders, clock, timeZone, log: app.log, notices, shopSettings: settings.get })
  await app.register(orderRoutes, { ...services, paymentRecords, payments })
  await app.register(settingsRoutes, { ...services, timeZone, whatsappConfigured })
  await app.register(productionRoutes, { production: createProductionService({ db }) })
  await app.register(photoRoutes, { photos: createPhotoService({ db }) })
  await app.register(siteIndexRoutes, services)
  await app.register(visitorMessageRoutes, { messages: createVisitorMessageService({ db, clock }) })
  await app.register(paymentRoutes, { payments, paymentRecords })
  await app.register(receiptRoutes, { receipts: createReceiptService({ db, clock, orders: services.orders }) })
  await app.register(invoiceRequestRoutes, {
    invoices: createInvoiceRequestService({ db, clock, orders: services.orders, provider: createFacturapi(config), log: app.log }),
  })
  await app.register(whatsappRoutes, { ...services, webhook: createWhatsappWebhook({ db, config, clock, log: app.log }) })
  const regularDeps = { db, clock, timeZone, shopSettings: settings.get, orders: services.orders }
  const standingOrders = createStandingOrderService({ ...regularDeps, notices })
  // An offer, an expiry or a place given up moves a day's places without touching an order (whose trigger would say so).
  const onPlacesMoved = async () => {
    readCache.invalidate('dates')
    await announce('dates').catch((error: unknown) => app.log.warn({ err: error }, 'waitlist change not announced'))
  }
  // An offer given up goes to the next in line at once, not at the 15-second job's next round.
  const onGivenBack = () => waitlistSweep.kick()
  const waitlist = createWaitlistService({ ...regularDeps, onOffered: notices.onWaitlistOffer, onPlacesMoved, onGivenBack })
  await app.register(regularsRoutes, { standingOrders, waitlist })
  // Places come back when an order changes (cancelled, moved) or staff raise a limit, on any instance: the waitlist
  // offers them soon after, here as everywhere (each line is offered in order under its lock).
  const waitlistSweep = runSoon(waitlist.sweep, WAITLIST_KICK_GAP_MS, (error) => app.log.error({ err: error }, 'waitlist sweep failed'))
  app.addHook('onClose', waitlistSweep.idle)

  const feedUrl = databaseUrl ?? (db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options?.connectionString
  if (feedUrl) {
    const onChange = (change: FeedChange) => {
      readCache.invalidate(change === 'catalogue' ? 'catalogue' : 'dates')
      // Places a sweep moved give no line anything new (a kick would loop); an offer given up kicks where it happened.
      if (change !== 'places') waitlistSweep.kick()
    }
    const orderFeed = createOrderFeed({ connectionString: feedUrl, orders: services.orders, log: app.log, onChange })
    app.addHook('onReady', orderFeed.start)
    app.addHook('onClose', orderFeed.stop)
    await registerLiveOrders(app, orderFeed, sessions)
  }

  // The catalogue pages' first view reads what the API last answered (memory), the database only when nothing is kept.
  const cachedOr = async <T>(route: string, params: Record<string, unknown>, load: () => Promise<T>): Promise<T> => {
    const kept = readCache.peek(route, params)
    return kept === undefined ? load() : (JSON.parse(kept) as T)
  }
  await serveWebApp(app, path.resolve(config.WEB_DIST_DIR), {
    product: (id) => cachedOr('/api/products/:id', { id }, () => services.products.get(id)),
    products: () => cachedOr('/api/products', {}, services.products.list),
    categories: () => cachedOr('/api/categories', {}, services.categories.list),
  })
  const overdueTransfers = createOverdueTransferRelease({ db, clock, timeZone, shopSettings: settings.get, orders: services.orders, log: app.log })
  return Object.assign(app, { services: { ...services, payments, overdueTransfers, standingOrders, waitlist } })
}

/**
 * Serves the built React app; any other page path gets index.html (client-side routing), with `Link` headers for
 * what that page shows first (listed by the build in .vite/page-preloads.json, see scripts/vite-app-shell.ts); a
 * catalogue page also gets its first photos, for the shell to paint before the app runs (pages/first-view.ts).
 */
async function serveWebApp(app: FastifyInstance, distDir: string, catalogue: Catalogue) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return
  // Hashed assets never change under the same name: a year, immutable. Images and the icon keep their names when
  // replaced, so a day is as stale as they get. index.html names the current assets: always revalidated.
  const cacheControlByFolder: Record<string, string> = { assets: 'public, max-age=31536000, immutable', images: 'public, max-age=86400' }
  const cacheControlByFile: Record<string, string> = { 'favicon.svg': 'public, max-age=86400' }
  const cacheControlFor = (file: string) => {
    const relative = path.relative(distDir, file).replace(/\.(br|gz)$/, '')
    return cacheControlByFolder[relative.split(path.sep)[0] ?? ''] ?? cacheControlByFile[relative] ?? 'no-cache'
  }
  // `/cart` is that page only; `/products/` every page below it.
  const preloadsFile = path.join(distDir, '.vite', 'page-preloads.json')
  const pagePreloads: { path: string; link: string }[] = fs.existsSync(preloadsFile) ? JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) : []
  const preloadsFor = (url: string) => {
    const pathname = url.split(/[?#]/)[0] ?? ''
    return pagePreloads.find((page) => (page.path.endsWith('/') && page.path !== '/' ? pathname.startsWith(page.path) : pathname === page.path))?.link
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // .vite holds the build's notes for this server, not files for browsers.
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each asset; a browser that accepts them gets the small file.
    preCompressed: true,
    setHeaders: (response, file) => response.setHeader('cache-control', cacheControlFor(file)),
  })
  app.get('/*', { config: { public: true } }, async (request, reply) => {
    if (isProtectedPath(request.url)) return reply.callNotFound()
    // An address with a file extension asks for a file, never the page: a file a newer build wrote after this
    // process listed the folder (a build without a restart) is served; a missing one is a 404, so a browser never
    // runs index.html as a script.
    const file = path.posix.normalize(`/${(request.params as { '*': string })['*']}`)
    if (FILE_EXTENSION.test(file)) {
      const onDisk = path.join(distDir, file)
      return onDisk.startsWith(distDir + path.sep) && fs.existsSync(onDisk) && !file.startsWith('/.')
        ? reply.sendFile(file.slice(1))
        : reply.callNotFound()
    }
    const links = [preloadsFor(request.url)]
    const firstView = await firstViewOf(request.url.split(/[?#]/)[0] ?? '', catalogue)
    if (firstView) links.unshift(firstView.link)
    const link = links.filter(Boolean).join(', ')
    if (link) reply.header('link', link)
    if (!firstView) return reply.sendFile('index.html')
    const html = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html.replace(FIRST_VIEW_MARKER, () => firstView.meta))
  })
}

export type App = Awaited<ReturnType<typeof buildApp>>
