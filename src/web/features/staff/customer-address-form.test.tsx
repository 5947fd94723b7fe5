import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { aCustomer, renderAdmin } from './admin-test-harness'
import { CustomerProfileDialog } from './customer-profile-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), put: vi.fn() } }
})

afterEach(cleanup)

const ANA = {
  ...aCustomer(12, { name: 'Ana Pérez', address: 'Calle 60 #123, Centro, Mérida, Yucatán, 97000' }),
  totalOrders: 3,
  totalSpent: 450,
  lastOrderDate: '2026-11-20T15:00:00Z',
  orders: [],
}

it('lets staff change the saved address of a customer who moved, starting from the one stored', async () => {
  vi.mocked(api.get).mockResolvedValue(ANA)
  vi.mocked(api.put).mockImplementation(async (_url: string, body: unknown) => ({ ...ANA, ...(body as object) }))
  renderAdmin(<CustomerProfileDialog customerId={12} onClose={vi.fn()} />)
  fireEvent.click(await screen.findByRole('button', { name: 'Change address' }))
  const form = screen.getByRole('form', { name: 'Saved address' })
  expect(within(form).getByLabelText('Street address')).toHaveValue('Calle 60 #123')
  fireEvent.change(within(form).getByLabelText('Street address'), { target: { value: 'Calle 33 #500 x 72' } })
  fireEvent.change(within(form).getByLabelText('Neighborhood (colonia)'), { target: { value: 'Francisco de Montejo' } })
  fireEvent.change(within(form).getByLabelText('Postal code'), { target: { value: '97203' } })
  fireEvent.change(within(form).getByLabelText('References (optional)'), { target: { value: 'Portón verde' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save address' }))
  await waitFor(() =>
    expect(api.put).toHaveBeenCalledWith('/api/customers/12/address', {
      streetAddress: 'Calle 33 #500 x 72',
      colonia: 'Francisco de Montejo',
      city: 'Mérida',
      state: 'Yucatán',
      postalCode: '97203',
      additionalInfo: 'Portón verde',
    }),
  )
  expect(await screen.findByText('Address saved')).toBeVisible()
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Saved address' })).toBeNull())
})

it('says what to fix before sending an address a courier could not find', async () => {
  vi.mocked(api.get).mockResolvedValue(ANA)
  vi.mocked(api.put).mockReset()
  renderAdmin(<CustomerProfileDialog customerId={12} onClose={vi.fn()} />)
  fireEvent.click(await screen.findByRole('button', { name: 'Change address' }))
  const form = screen.getByRole('form', { name: 'Saved address' })
  fireEvent.change(within(form).getByLabelText('Street address'), { target: { value: '.....' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save address' }))
  expect(await within(form).findByText('Please enter your street address')).toBeVisible()
  expect(api.put).not.toHaveBeenCalled()
})

it('shows the colonia with the street in the profile, as the packing list does', async () => {
  vi.mocked(api.get).mockResolvedValue(ANA)
  renderAdmin(<CustomerProfileDialog customerId={12} onClose={vi.fn()} />)
  expect(await screen.findByText('Calle 60 #123, Centro')).toBeVisible()
})
