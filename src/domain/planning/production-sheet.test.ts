import { expect, it } from 'vitest'
import { type ProductionLine, productionCsv, productionItems } from './production-sheet'

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

it('writes the bake list CSV as every other download: a name with a line break stays one cell, a tab-led one stays text', () => {
  const items = productionItems([
    { ...sourdough(2, { breadFormat: 'whole' }), name: 'Pan\r\nde muerto' },
    { ...sourdough(1, { breadFormat: 'sliced', specialInstructions: '=HYPERLINK("http://x","y")' }), productId: 2, name: '\tconcha' },
  ])
  const csv = productionCsv(items)
  const rows = csv.trimEnd().split('\r\n')
  // The header and two rows: the line break inside the name is quoted, not a new row.
  expect(csv.match(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/g)).toHaveLength(3)
  expect(rows[1]).toMatch(/^"Pan\r?/)
  expect(csv).toContain('"1 × =HYPERLINK(""http://x"",""y"")"')
  expect(csv).toContain("'\tconcha")
})
