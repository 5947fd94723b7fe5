import { expect, it } from 'vitest'
import { type ProductionLine, productionItems } from './production-sheet'

const sourdough = (quantity: number, customizations: ProductionLine['customizations']): ProductionLine => ({
  productId: 1,
  name: 'Artisan Sourdough',
  nameEs: 'Pan de masa madre artesanal',
  categoryId: 2,
  quantity,
  customizations,
})

it("puts each line's baking note under its variant on the bake list, with how many it is for", () => {
  const [item] = productionItems([
    sourdough(2, { breadFormat: 'whole' }),
    sourdough(1, { breadFormat: 'whole', specialInstructions: 'Sin semillas, bien horneado' }),
    sourdough(1, { breadFormat: 'sliced', specialInstructions: '  ' }),
  ])
  expect(item?.variants).toEqual([
    { customizations: { breadFormat: 'sliced' }, quantity: 1, missingSize: false, notes: [] },
    { customizations: { breadFormat: 'whole' }, quantity: 3, missingSize: false, notes: [{ quantity: 1, note: 'Sin semillas, bien horneado' }] },
  ])
})
