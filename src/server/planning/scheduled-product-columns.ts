import { products } from '../db/schema'

/** What the day rules (`dayProblems`) read of a product, its names included for their refusals: a select's columns. */
export const scheduledProductColumns = {
  id: products.id,
  name: products.name,
  nameEs: products.nameEs,
  availabilityDays: products.availabilityDays,
  prepTime: products.prepTime,
}
