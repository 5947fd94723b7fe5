import { randomBytes } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import { isStrongPassword, MIN_STAFF_PASSWORD_LENGTH } from '../../domain/auth/staff-account-schemas'
import { DEFAULT_WEEKLY_SPECIAL_PACKS } from '../../domain/orders/pricing'
import { bakingDaysInWindow, bookableWindow } from '../../domain/schedule/bookable-window'
import { AdminUserError, findUser, resetAdminPassword } from '../auth/admin-users'
import { hashPassword, verifyPassword } from '../auth/password'
import type { Database } from './client'
import { availableDates, categories, products, users } from './schema'

const SEED_LOCK_ID = 724_332

/**
 * The shop's categories, with the demo or without it (ensureCategories). Their order gives their ids, which the spec
 * ties choices to: 1 cakes (sizes and flavours), 3 pastries (flavours).
 */
export const SHOP_CATEGORIES = [
  {
    name: 'Cakes',
    slug: 'cakes',
    description: 'Celebration cakes baked to order',
    nameEs: 'Pasteles',
    descriptionEs: 'Pasteles de celebración hechos por encargo',
  },
  {
    name: 'Breads',
    slug: 'breads',
    description: 'Naturally leavened sourdough loaves',
    nameEs: 'Panes',
    descriptionEs: 'Panes de masa madre con fermentación natural',
  },
  { name: 'Pastries', slug: 'pastries', description: 'Laminated and sweet pastries', nameEs: 'Repostería', descriptionEs: 'Hojaldres y pan dulce' },
  {
    name: 'Cookies',
    slug: 'cookies',
    description: 'Cookies baked in small batches',
    nameEs: 'Galletas',
    descriptionEs: 'Galletas horneadas en tandas pequeñas',
  },
]

const BAKING_DAYS = [2, 3, 4, 5, 6]

/** Product 1 and 2 are the storefront's sourdough and weekly special; their ids are part of the contract. */
export const DEMO_PRODUCTS = [
  {
    name: 'Artisan Sourdough',
    description: 'Our signature loaf: wild yeast starter, stone-ground flour and a 24-hour slow fermentation for a crackling crust and open crumb.',
    nameEs: 'Pan de masa madre artesanal',
    descriptionEs:
      'Nuestro pan de la casa: masa madre silvestre, harina molida a la piedra y 24 horas de fermentación lenta para una corteza crujiente y una miga abierta.',
    price: '150.00',
    imageUrl: '/images/artisan-sourdough.svg',
    categorySlug: 'breads',
    tags: ['sourdough', 'vegan', 'bestseller'],
    tagsEs: ['masa madre', 'vegano', 'más vendido'],
    availabilityDays: BAKING_DAYS,
    customizable: true,
    prepTime: 1440,
  },
  {
    name: 'Weekly Special: Cinnamon Rolls & Cookies',
    description: 'This week’s treat from the sourdough starter: soft cinnamon rolls and brown-butter cookies, sold in packs of 1, 3 or 6.',
    nameEs: 'Especial de la semana: roles de canela y galletas',
    descriptionEs:
      'El antojo de esta semana, hecho con nuestra masa madre: roles de canela suavecitos y galletas de mantequilla tostada, en paquetes de 1, 3 o 6.',
    price: '50.00',
    imageUrl: '/images/weekly-special.svg',
    categorySlug: 'pastries',
    tags: ['weekly special', 'sweet'],
    tagsEs: ['especial de la semana', 'dulce'],
    availabilityDays: BAKING_DAYS,
    customizable: false,
    prepTime: 180,
    isWeeklySpecial: true,
    packs: [...DEFAULT_WEEKLY_SPECIAL_PACKS],
  },
  {
    name: 'Whole Wheat Sourdough',
    description: 'Half whole-wheat flour for a nutty, hearty loaf that keeps well all week.',
    nameEs: 'Masa madre integral',
    descriptionEs: 'Mitad harina integral: un pan con sabor a nuez, sustancioso, que aguanta bien toda la semana.',
    price: '165.00',
    imageUrl: '/images/whole-wheat-sourdough.svg',
    categorySlug: 'breads',
    tags: ['sourdough', 'whole grain', 'vegan'],
    tagsEs: ['masa madre', 'integral', 'vegano'],
    availabilityDays: BAKING_DAYS,
    customizable: false,
    prepTime: 1440,
  },
  {
    name: 'Rosemary Focaccia',
    description: 'Olive-oil rich focaccia with rosemary from Yucatán gardens and flaky sea salt.',
    nameEs: 'Focaccia de romero',
    descriptionEs: 'Focaccia con mucho aceite de oliva, romero de huertos yucatecos y sal de mar en hojuelas.',
    price: '120.00',
    imageUrl: '/images/rosemary-focaccia.svg',
    categorySlug: 'breads',
    tags: ['vegan', 'savory'],
    tagsEs: ['vegano', 'salado'],
    availabilityDays: BAKING_DAYS,
    customizable: false,
    prepTime: 240,
  },
  {
    name: 'Butter Croissant',
    description: 'Three days of lamination with cultured butter; crisp outside, honeycomb inside.',
    nameEs: 'Croissant de mantequilla',
    descriptionEs: 'Tres días de laminado con mantequilla cultivada: crujiente por fuera, como panal por dentro.',
    price: '45.00',
    imageUrl: '/images/butter-croissant.svg',
    categorySlug: 'pastries',
    tags: ['breakfast', 'butter'],
    tagsEs: ['desayuno', 'mantequilla'],
    availabilityDays: BAKING_DAYS,
    customizable: true,
    prepTime: 90,
  },
  {
    name: 'Pain au Chocolat',
    description: 'Croissant dough rolled around two bars of dark Mexican chocolate.',
    nameEs: 'Pan de chocolate',
    descriptionEs: 'Masa de croissant enrollada con dos barras de chocolate oscuro mexicano.',
    price: '55.00',
    imageUrl: '/images/pain-au-chocolat.svg',
    categorySlug: 'pastries',
    tags: ['breakfast', 'chocolate'],
    tagsEs: ['desayuno', 'chocolate'],
    availabilityDays: BAKING_DAYS,
    customizable: false,
    prepTime: 90,
  },
  {
    name: 'Chocolate Celebration Cake',
    description: 'Layers of dark chocolate sponge and ganache, made to order in your size and flavour.',
    nameEs: 'Pastel de chocolate para celebrar',
    descriptionEs: 'Capas de bizcocho de chocolate oscuro y ganache, hecho por encargo en el tamaño y sabor que elijas.',
    price: '450.00',
    imageUrl: '/images/chocolate-cake.svg',
    categorySlug: 'cakes',
    tags: ['celebration', 'chocolate'],
    tagsEs: ['celebración', 'chocolate'],
    availabilityDays: [0, 1, 2, 3, 4, 5, 6],
    customizable: true,
    prepTime: 2880,
    sizePrices: [
      { size: '6"', price: 380 },
      { size: '8"', price: 450 },
      { size: '10"', price: 620 },
    ],
    // One decorator: at most six celebration cakes a day.
    dailyLimit: 6,
  },
  {
    name: 'Carrot Cake',
    description: 'Spiced carrot cake with toasted pecans and cream-cheese frosting.',
    nameEs: 'Pastel de zanahoria',
    descriptionEs: 'Pastel de zanahoria especiado con nuez pecana tostada y betún de queso crema.',
    price: '420.00',
    imageUrl: '/images/carrot-cake.svg',
    categorySlug: 'cakes',
    tags: ['celebration', 'spiced'],
    tagsEs: ['celebración', 'especiado'],
    availabilityDays: BAKING_DAYS,
    customizable: true,
    prepTime: 2880,
    sizePrices: [
      { size: '6"', price: 350 },
      { size: '8"', price: 420 },
      { size: '10"', price: 580 },
    ],
  },
  {
    name: 'Chocolate Chip Cookies',
    description: 'Brown-butter cookies with chunks of dark chocolate, six to a box.',
    nameEs: 'Galletas con chispas de chocolate',
    descriptionEs: 'Galletas de mantequilla tostada con trozos de chocolate oscuro, seis por caja.',
    price: '90.00',
    imageUrl: '/images/chocolate-chip-cookies.svg',
    categorySlug: 'cookies',
    tags: ['chocolate', 'sweet'],
    tagsEs: ['chocolate', 'dulce'],
    availabilityDays: BAKING_DAYS,
    customizable: false,
    prepTime: 60,
  },
  {
    name: 'Oatmeal Raisin Cookies',
    description: 'Chewy oat cookies with raisins and a touch of canela, six to a box.',
    nameEs: 'Galletas de avena con pasas',
    descriptionEs: 'Galletas de avena suavecitas con pasas y un toque de canela, seis por caja.',
    price: '85.00',
    imageUrl: '/images/oatmeal-cookies.svg',
    categorySlug: 'cookies',
    tags: ['sweet', 'whole grain'],
    tagsEs: ['dulce', 'integral'],
    availabilityDays: BAKING_DAYS,
    customizable: false,
    prepTime: 60,
  },
]

export const DEMO_MAX_ORDERS = 10

type SeedOptions = { now: Date; timeZone: string; log: (message: string) => void }

/**
 * Fills an empty database with the demo catalogue and the window's baking days. A shop that has a
 * catalogue, even one whose staff deleted every product, is not empty and is left as it is.
 */
export async function seedDemo(db: Database, { now, timeZone, log }: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    const [existingProducts] = await tx.select({ n: count() }).from(products)
    const [existingCategories] = await tx.select({ n: count() }).from(categories)
    if ((existingProducts?.n ?? 0) + (existingCategories?.n ?? 0) > 0) return
    const insertedCategories = await tx.insert(categories).values(SHOP_CATEGORIES).returning()
    const categoryIds = new Map(insertedCategories.map((category) => [category.slug, category.id]))
    for (const { categorySlug, ...product } of DEMO_PRODUCTS) {
      await tx.insert(products).values({ ...product, categoryId: categoryIds.get(categorySlug) ?? 1 })
    }
    const dates = bakingDaysInWindow(bookableWindow(now, timeZone))
    await tx
      .insert(availableDates)
      .values(dates.map((date) => ({ date, maxOrders: DEMO_MAX_ORDERS })))
      .onConflictDoNothing()
    log(`Seeded the demo catalogue (${DEMO_PRODUCTS.length} products) and ${dates.length} baking days`)
  })
}

/**
 * The categories products are filed under, made on an empty database with the demo or without it (SEED_DEMO=0):
 * the spec ties choices to their ids (1 cakes: sizes and flavours; 3 pastries: flavours), and no page makes
 * categories, so without them a new bakery could add no product at all.
 */
export async function ensureCategories(db: Database, { log }: Pick<SeedOptions, 'log'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    const [existing] = await tx.select({ n: count() }).from(categories)
    if ((existing?.n ?? 0) > 0) return
    await tx.insert(categories).values(SHOP_CATEGORIES)
    log(`Made the shop's ${SHOP_CATEGORIES.length} product categories`)
  })
}

/**
 * What the shop does to its database on every start, after the migrations: the demo on an empty database when asked,
 * the categories, the admin. The server and the API tests' shops both start this way.
 */
export async function prepareShop(
  db: Database,
  { demo, admin, ...options }: SeedOptions & { demo: boolean; admin: Omit<AdminOptions, 'log'> },
): Promise<void> {
  if (demo) await seedDemo(db, options)
  await ensureCategories(db, options)
  await ensureAdmin(db, { ...admin, log: options.log })
}

type AdminOptions = { username?: string; password?: string; log: (message: string) => void }

export const DEFAULT_ADMIN_USERNAME = 'admin'

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create that admin or reset its password, ending its sessions when the password
 * changed (ADMIN_PASSWORD alone means the user 'admin'); a password shorter than the admin tool allows stops the
 * start. With no password given and no admin at all, an 'admin' with a random password is created and the password
 * is logged once.
 */
export async function ensureAdmin(db: Database, { username: givenUsername, password, log }: AdminOptions): Promise<void> {
  if (givenUsername && !password) log(`ADMIN_USERNAME '${givenUsername}' is set without ADMIN_PASSWORD, so it was not changed`)
  if (password) {
    if (!isStrongPassword(password)) throw new AdminUserError(`ADMIN_PASSWORD needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`)
    const username = givenUsername ?? DEFAULT_ADMIN_USERNAME
    const existing = await findUser(db, username)
    // 'Admin' beside an account 'admin' would be a second owner no list could tell apart: nothing is changed.
    if (existing && existing.username !== username) {
      log(
        `ADMIN_USERNAME '${username}' differs from the account '${existing.username}' only in capitals: nothing was changed (set it as '${existing.username}')`,
      )
      return
    }
    // The same password as before (a plain restart) keeps everyone signed in; a new one is a reset, as the admin tool's.
    // The value a start set is remembered: a password changed since with the tool (it leaked) is not put back by the
    // next routine restart with the same environment.
    const setFromEnvironment = () =>
      db
        .update(users)
        .set({ envPasswordHash: sql`${users.passwordHash}` })
        .where(eq(users.username, username))
    if (!existing) {
      const passwordHash = await hashPassword(password)
      await db
        .insert(users)
        .values({ username, passwordHash, envPasswordHash: passwordHash, isAdmin: true, managesStaff: true })
        .onConflictDoNothing()
    } else {
      if (await verifyPassword(existing.passwordHash, password)) {
        if (!existing.envPasswordHash) await setFromEnvironment()
      } else if (existing.envPasswordHash && (await verifyPassword(existing.envPasswordHash, password))) {
        log(`ADMIN_PASSWORD for '${username}' is the one an earlier start set; the password changed since was kept (change or unset ADMIN_PASSWORD)`)
      } else {
        // A new value is the operator's reset: the account signs in again, as the owner, whatever staff changed.
        await resetAdminPassword(db, username, password)
        await setFromEnvironment()
        await db.update(users).set({ managesStaff: true }).where(eq(users.id, existing.id))
        log(`Admin user '${username}' has a new password from ADMIN_PASSWORD`)
        return
      }
      // A routine restart leaves staff's decision alone: an account whose access was taken away stays so.
      if (!existing.isAdmin) {
        log(
          `Admin user '${username}' has no access (taken away on the staff accounts page); to give it back, start with a new ` +
            `ADMIN_PASSWORD or run 'npm run admin -- reset-password ${username}'`,
        )
        return
      }
    }
    log(`Admin user '${username}' is ready`)
    return
  }
  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.isAdmin, true))
  if ((admins?.n ?? 0) > 0) return
  const generated = randomBytes(12).toString('base64url')
  const inserted = await db
    .insert(users)
    .values({ username: DEFAULT_ADMIN_USERNAME, passwordHash: await hashPassword(generated), isAdmin: true, managesStaff: true })
    .onConflictDoNothing()
    .returning()
  if (inserted.length > 0) {
    log(
      `Created admin user '${DEFAULT_ADMIN_USERNAME}' with password: ${generated} (shown once; to choose another, run ` +
        `'npm run admin -- reset-password ${DEFAULT_ADMIN_USERNAME}' or start with ADMIN_PASSWORD set)`,
    )
  }
}
