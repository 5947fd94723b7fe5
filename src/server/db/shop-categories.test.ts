import { expect, it } from 'vitest'
import { flavorsFor, sizesFor } from '../../domain/catalog/customization-options'
import { describeOnEachDatabase } from '../test-support/api-harness'

/** A bakery starting with SEED_DEMO=0: no demo products, but the categories products are filed under (spec §9). */
describeOnEachDatabase(
  'a shop started without demo data',
  (shop) => {
    it('has the categories the spec’s choices belong to, so staff can add their first product', async () => {
      const categories = (await shop.call('GET', '/api/categories')).body as { id: number; name: string; nameEs: string }[]
      expect(categories.map(({ id, name, nameEs }) => ({ id, name, nameEs }))).toEqual([
        { id: 1, name: 'Cakes', nameEs: 'Pasteles' },
        { id: 2, name: 'Breads', nameEs: 'Panes' },
        { id: 3, name: 'Pastries', nameEs: 'Repostería' },
        { id: 4, name: 'Cookies', nameEs: 'Galletas' },
      ])
      // The choices the spec gives by category id land on the right ones: sizes and flavours on cakes, none on bread.
      const idOf = (name: string) => categories.find((category) => category.name === name)?.id ?? 0
      expect(sizesFor(idOf('Cakes'))).toEqual(['6"', '8"', '10"'])
      expect(flavorsFor(idOf('Pastries'))).toEqual(['Original', 'Chocolate', 'Almond'])
      expect([sizesFor(idOf('Breads')), flavorsFor(idOf('Breads'))]).toEqual([[], []])
      expect((await shop.call('GET', '/api/products')).body).toEqual([])
      const cookie = await shop.signIn()
      const loaf = { name: 'Pan de campo', price: 120, categoryId: 2, availabilityDays: [2, 3, 4, 5, 6], prepTime: 0 }
      const created = await shop.call('POST', '/api/products', loaf, { cookie })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body).toMatchObject({ name: 'Pan de campo', categoryId: 2 })
    })
  },
  { seed: false },
)
