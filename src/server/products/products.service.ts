import { asc, eq } from 'drizzle-orm'
import type { Product, ProductInput } from '../../domain/catalog/product-schemas'
import { DomainError } from '../../domain/errors'
import type { Database } from '../db/client'
import { categories, orderItems, products } from '../db/schema'

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
    availabilityDays: row.availabilityDays,
    inStock: row.inStock,
    customizable: row.customizable,
    prepTime: row.prepTime,
  }
}

const notFound = (id: number) => new DomainError('not_found', `Product ${id} was not found`)

export function createProductService({ db }: { db: Database }) {
  async function assertCategory(categoryId: number) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
    if (!category)
      throw new DomainError('validation', `Category ${categoryId} does not exist`, [{ path: 'categoryId', message: 'Choose an existing category' }])
  }
  const columns = (input: ProductInput) => ({ ...input, price: input.price.toFixed(2), updatedAt: new Date() })

  return {
    async list(): Promise<Product[]> {
      return (await db.select().from(products).orderBy(asc(products.id))).map(toProduct)
    },

    async get(id: number): Promise<Product> {
      const [row] = await db.select().from(products).where(eq(products.id, id))
      if (!row) throw notFound(id)
      return toProduct(row)
    },

    async create(input: ProductInput): Promise<Product> {
      await assertCategory(input.categoryId)
      const [row] = await db.insert(products).values(columns(input)).returning()
      if (!row) throw new Error('insert returned no row')
      return toProduct(row)
    },

    async update(id: number, input: ProductInput): Promise<Product> {
      await assertCategory(input.categoryId)
      const [row] = await db.update(products).set(columns(input)).where(eq(products.id, id)).returning()
      if (!row) throw notFound(id)
      return toProduct(row)
    },

    /** A product that appears in orders stays, so order history keeps its lines; staff mark it out of stock instead. */
    async remove(id: number): Promise<void> {
      const [used] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1)
      if (used) throw new DomainError('conflict', 'This product appears in orders and cannot be deleted. Mark it out of stock instead.')
      const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })
      if (deleted.length === 0) throw notFound(id)
    },
  }
}
export type ProductService = ReturnType<typeof createProductService>
