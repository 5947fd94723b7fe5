import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { renderAdmin } from './admin-test-harness'
import { BakeList } from './bake-list'

afterEach(cleanup)

it("shows each line's note beside the variant it is baked in, so the baker reads it at the oven", async () => {
  renderAdmin(
    <BakeList
      items={[
        {
          productId: 1,
          name: 'Artisan Sourdough',
          nameEs: null,
          quantity: 3,
          variants: [
            {
              customizations: { breadFormat: 'whole' },
              quantity: 3,
              missingSize: false,
              notes: [{ quantity: 1, note: 'Sin semillas, bien horneado' }],
            },
          ],
        },
      ]}
    />,
  )
  expect(await screen.findByRole('row', { name: /Artisan Sourdough/ })).toHaveTextContent('1 × “Sin semillas, bien horneado”')
})
