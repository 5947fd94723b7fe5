import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { sizesFor } from '../../domain/catalog/customization-options'
import { productNamed } from '../../domain/catalog/product-names'
import type { DaysHeld, LimitGroup, LimitGroupInput, Product, ProductInput } from '../../domain/catalog/product-schemas'
import { DomainError, type FieldError } from '../../domain/errors'
import { text } from '../../domain/written-text'
import type { Database, Queryable } from '../db/client'
import { categories, limitGroups, orderItems, products, standingOrders } from '../db/schema'
import { daysHeld } from '../planning/day-capacity'

type ProductRow = typeof products.$inferSelect

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nameEs: row.nameEs,
    descriptionEs: row.descriptionEs,
    price: Number(row.price),
    imageUrl: row.imageUrl,
    categoryId: row.categoryId,
    tags: row.tags,
    tagsEs: row.tagsEs ?? null,
    availabilityDays: row.availabilityDays,
    inStock: row.inStock,
    customizable: row.customizable,
    prepTime: row.prepTime,
    isWeeklySpecial: row.isWeeklySpecial,
    packs: row.packs ?? null,
    sizePrices: row.sizePrices ?? null,
    dailyLimit: row.dailyLimit,
    limitGroupId: row.limitGroupId,
  }
}

const notFound = (id: number) => new DomainError('not_found', text('product_not_found', { id }))
const groupNotFound = (id: number) => new DomainError('not_found', text('limit_group_not_found', { id }))

/** Refuses a category or limit group that does not exist, and a size price for a size the category does not offer. */
async function assertReferences(tx: Queryable, input: ProductInput): Promise<void> {
  const errors: FieldError[] = []
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId))
  if (!category) errors.push({ path: 'categoryId', message: text('category_unknown') })
  if (input.limitGroupId) {
    const [group] = await tx.select({ id: limitGroups.id }).from(limitGroups).where(eq(limitGroups.id, input.limitGroupId))
    if (!group) errors.push({ path: 'limitGroupId', message: text('limit_group_unknown') })
  }
  const sizes = sizesFor(input.categoryId)
  input.sizePrices?.forEach((entry, index) => {
    if (!sizes.includes(entry.size)) errors.push({ path: `sizePrices.${index}.size`, message: text('category_size_missing', { size: entry.size }) })
  })
  if (errors.length > 0) throw new DomainError('validation', errors[0]?.message ?? 'Invalid product', errors)
}

export function createProductService({ db }: { db: Database }) {
  const columns = (input: ProductInput) => ({ ...input, price: input.price.toFixed(2), updatedAt: new Date() })

  /** One weekly special at a time: flagging a product unflags the one before it. */
  async function keepOneWeeklySpecial(tx: Queryable, input: ProductInput, id?: number): Promise<void> {
    if (!input.isWeeklySpecial) return
    await tx
      .update(products)
      .set({ isWeeklySpecial: false })
      .where(id === undefined ? eq(products.isWeeklySpecial, true) : and(eq(products.isWeeklySpecial, true), ne(products.id, id)))
  }

  return {
    async list(): Promise<Product[]> {
      return (await db.select().from(products).orderBy(asc(products.id))).map(toProduct)
    },

    async get(id: number): Promise<Product> {
      const [row] = await db.select().from(products).where(eq(products.id, id))
      if (!row) throw notFound(id)
      return toProduct(row)
    },

    create(input: ProductInput): Promise<Product> {
      return db.transaction(async (tx) => {
        await assertReferences(tx, input)
        await keepOneWeeklySpecial(tx, input)
        const [row] = await tx.insert(products).values(columns(input)).returning()
        if (!row) throw new Error('insert returned no row')
        return toProduct(row)
      })
    },

    update(id: number, input: ProductInput): Promise<Product> {
      return db.transaction(async (tx) => {
        await assertReferences(tx, input)
        await keepOneWeeklySpecial(tx, input, id)
        const [row] = await tx.update(products).set(columns(input)).where(eq(products.id, id)).returning()
        if (!row) throw notFound(id)
        return toProduct(row)
      })
    },

    /**
     * A product that appears in orders stays, so order history keeps its lines; staff mark it out of stock instead.
     * Its row is locked first: an order being placed for it holds the row's key, so the check waits for that order
     * and sees its lines, and an order that comes after waits here and finds no product.
     */
    remove: (id: number): Promise<void> =>
      db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id, name: products.name, nameEs: products.nameEs })
          .from(products)
          .where(eq(products.id, id))
          .for('update')
        if (!product) throw notFound(id)
        const [used] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1)
        if (used) throw new DomainError('conflict', text('product_in_orders'))
        // A standing order's lines are JSON, not rows a key could guard: without this its weeks would all fail.
        const [repeated] = await tx
          .select({ id: standingOrders.id })
          .from(standingOrders)
          .where(and(ne(standingOrders.status, 'cancelled'), sql`${standingOrders.items} @> ${JSON.stringify([{ productId: id }])}::jsonb`))
          .limit(1)
        if (repeated) throw new DomainError('conflict', text('product_in_standing_orders', { ...productNamed(product, 'product'), id: repeated.id }))
        await tx.delete(products).where(eq(products.id, id))
      }),

    async listGroups(): Promise<LimitGroup[]> {
      return db.select().from(limitGroups).orderBy(asc(limitGroups.id))
    },

    async createGroup(input: LimitGroupInput): Promise<LimitGroup> {
      const [row] = await db.insert(limitGroups).values(input).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },

    /** What the coming days from `from` already hold of the product: staff lowering its limit see where it is passed. */
    async daysHeld(id: number, from: string): Promise<DaysHeld> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id))
      if (!product) throw notFound(id)
      return daysHeld(db, [id], from)
    },

    /** What the coming days already hold of the group's products together. */
    async groupDaysHeld(id: number, from: string): Promise<DaysHeld> {
      const [group] = await db.select({ id: limitGroups.id }).from(limitGroups).where(eq(limitGroups.id, id))
      if (!group) throw groupNotFound(id)
      const members = await db.select({ id: products.id }).from(products).where(eq(products.limitGroupId, id))
      return daysHeld(
        db,
        members.map((member) => member.id),
        from,
      )
    },

    async updateGroup(id: number, input: LimitGroupInput): Promise<LimitGroup> {
      const [row] = await db.update(limitGroups).set(input).where(eq(limitGroups.id, id)).returning()
      if (!row) throw groupNotFound(id)
      return row
    },

    /** Its products keep their own limits and simply leave the group. */
    async removeGroup(id: number): Promise<void> {
      const deleted = await db.delete(limitGroups).where(eq(limitGroups.id, id)).returning({ id: limitGroups.id })
      if (deleted.length === 0) throw groupNotFound(id)
    },
  }
}
export type ProductService = ReturnType<typeof createProductService>
