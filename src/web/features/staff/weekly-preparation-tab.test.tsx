import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { registerArea } from '../../i18n/areas'
import { switchLanguage } from '../../i18n/i18n'
import { renderAdmin } from './admin-test-harness'
import { WeeklyPreparationTab } from './weekly-preparation-tab'

const day = { date: '2026-12-01', sourdough: 20, specialPastry: 30, maxOrders: 10, currentOrders: 8 }

beforeAll(() => registerArea('staff'))
beforeEach(() => switchLanguage('en'))
afterEach(cleanup)

// The spec counts pending and confirmed orders only: on the bake day, the ones in the oven are not in it.
it('says it counts the orders still to start, and leads to the production sheet for every order of a day', () => {
  renderAdmin(<WeeklyPreparationTab days={[day]} />)
  expect(screen.getByText(/^Counts pending and confirmed orders: what is still to start baking\./)).toBeVisible()
  expect(screen.getByRole('link', { name: 'Every order of a day: production sheet' })).toHaveAttribute('href', '/admin/production')
})

it('says so in Spanish', async () => {
  await switchLanguage('es')
  renderAdmin(<WeeklyPreparationTab days={[day]} />)
  expect(screen.getByText(/^Cuenta los pedidos pendientes y confirmados: lo que falta por hornear\./)).toBeVisible()
  expect(screen.getByRole('link', { name: 'Todos los pedidos de un día: hoja de producción' })).toBeVisible()
})
