import { asc } from 'drizzle-orm'
import type { Database } from '../db/client'
import { categories } from '../db/schema'

export function createCategoryService({ db }: { db: Database }) {
  return { list: () => db.select().from(categories).orderBy(asc(categories.id)) }
}
export type CategoryService = ReturnType<typeof createCategoryService>
