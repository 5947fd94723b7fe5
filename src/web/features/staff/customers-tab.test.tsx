import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { registerArea } from '../../i18n/areas'
import { aCustomer, renderAdmin } from './admin-test-harness'
import { CustomersTab } from './customers-tab'

beforeAll(() => registerArea('staff'))
afterEach(cleanup)

it('says when it lists only the newest customers, and where any customer can be found', () => {
  renderAdmin(<CustomersTab loaded={{ rows: [aCustomer(350), aCustomer(349)], total: 350, sample: false }} onOpenCustomer={vi.fn()} />)
  expect(screen.getByText('The newest 2 of 350 customers are listed here.')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Find any customer' })).toHaveAttribute('href', '/admin/customers')
})

it('says nothing of other customers when every customer is listed', () => {
  renderAdmin(<CustomersTab loaded={{ rows: [aCustomer(2), aCustomer(1)], total: 2, sample: false }} onOpenCustomer={vi.fn()} />)
  expect(screen.getByText('Cliente 2')).toBeVisible()
  expect(screen.queryByText(/are listed here/)).toBeNull()
})
