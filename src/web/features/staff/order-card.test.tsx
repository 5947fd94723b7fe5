import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { aCustomer, anOrder, renderAdmin } from './admin-test-harness'
import { OrderCard } from './order-card'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), put: vi.fn(), patch: vi.fn() } }
})

afterEach(cleanup)

it('changes the status at once, but asks before cancelling the order', async () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  vi.mocked(api.put).mockImplementation(async (_url, body) => ({ ...anOrder(5), ...(body as object) }))
  renderAdmin(<OrderCard order={anOrder(5)} />)
  const status = screen.getByRole('combobox', { name: 'Status of order #5' })

  await userEvent.selectOptions(status, 'cancelled')
  const question = await screen.findByRole('alertdialog', { name: 'Cancel order #5?' })
  expect(api.put).not.toHaveBeenCalled()
  await userEvent.click(within(question).getByRole('button', { name: 'Keep the order' }))
  expect(status).toHaveValue('pending')
  expect(api.put).not.toHaveBeenCalled()

  await userEvent.selectOptions(status, 'cancelled')
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the order' }))
  await waitFor(() => expect(api.put).toHaveBeenCalledWith('/api/orders/5/status', { status: 'cancelled', from: 'pending' }))

  vi.mocked(api.put).mockClear()
  await waitFor(() => expect(status).not.toHaveAttribute('aria-disabled', 'true'))
  await userEvent.selectOptions(status, 'confirmed')
  await waitFor(() => expect(api.put).toHaveBeenCalledWith('/api/orders/5/status', { status: 'confirmed', from: 'pending' }))
})

it('tells staff, before they cancel a paid order, where its money goes', async () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  renderAdmin(<OrderCard order={anOrder(5, { total: 320, paymentMethod: 'card', paymentStatus: 'paid' })} />)
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status of order #5' }), 'cancelled')
  expect(await screen.findByRole('alertdialog', { name: 'Cancel order #5?' })).toHaveTextContent(
    'The card payment of $320.00 goes back to the customer’s card.',
  )
  cleanup()
  renderAdmin(<OrderCard order={anOrder(6, { total: 150, paymentMethod: 'bank_transfer', paymentStatus: 'paid' })} />)
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status of order #6' }), 'cancelled')
  expect(await screen.findByRole('alertdialog', { name: 'Cancel order #6?' })).toHaveTextContent(
    'It is paid: give the $150.00 back to the customer and record the refund.',
  )
})

it('says when staff took the order past the cut-off or the preparation time', () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  renderAdmin(<OrderCard order={anOrder(6, { staffOverrides: ['cutoff', 'lead_time'] })} />)
  expect(screen.getByText('Taken by staff past the order cut-off, the preparation time')).toBeVisible()
  cleanup()
  renderAdmin(<OrderCard order={anOrder(7)} />)
  expect(screen.queryByText(/Taken by staff past/)).not.toBeInTheDocument()
})

it('never steps the status on a stray key (an arrow, a letter, Home, End): staff open the list and choose', () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  renderAdmin(<OrderCard order={anOrder(8)} />)
  const status = screen.getByRole('combobox', { name: 'Status of order #8' })
  // fireEvent answers false when the page stopped the browser's own handling of the key.
  for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'p', 'c', 'Home', 'End', 'PageUp', 'PageDown']) {
    expect(fireEvent.keyDown(status, { key }), key).toBe(false)
  }
  for (const key of ['Tab', 'Enter', ' ', 'Escape']) expect(fireEvent.keyDown(status, { key }), key).toBe(true)
  expect(fireEvent.keyDown(status, { key: 'ArrowDown', altKey: true })).toBe(true)
  expect(fireEvent.keyDown(status, { key: 'Tab', shiftKey: true })).toBe(true)
})

it('keeps the focus on the status while it saves, and takes no second change meanwhile', async () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  let answer: (order: unknown) => void = () => {}
  vi.mocked(api.put).mockClear()
  vi.mocked(api.put).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  renderAdmin(<OrderCard order={anOrder(9)} />)
  const status = screen.getByRole('combobox', { name: 'Status of order #9' })
  status.focus()

  fireEvent.change(status, { target: { value: 'confirmed' } })
  await waitFor(() => expect(status).toHaveAttribute('aria-disabled', 'true'))
  expect(status).toHaveFocus()
  fireEvent.change(status, { target: { value: 'ready' } })
  expect(api.put).toHaveBeenCalledTimes(1)

  answer({ ...anOrder(9), status: 'confirmed' })
  await waitFor(() => expect(status).not.toHaveAttribute('aria-disabled', 'true'))
  expect(status).toHaveFocus()
})

it('makes a pickup a delivery to the saved address, read back to staff before they save', async () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  vi.mocked(api.patch).mockImplementation(async (_url, body) => ({
    ...anOrder(7),
    isDelivery: true,
    deliveryAddress: (body as { deliveryAddress: string }).deliveryAddress || 'Calle 60 #123, Centro, Mérida, Yucatán, 97000',
  }))
  renderAdmin(<OrderCard order={anOrder(7, { customer: aCustomer(7) })} />)
  await userEvent.click(screen.getByRole('button', { name: 'Change pickup or delivery of order #7' }))
  const dialog = await screen.findByRole('dialog', { name: 'Pickup or delivery of order #7' })
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Pickup or delivery' }), 'delivery')
  const address = within(dialog).getByRole('textbox', { name: 'Delivery address' })
  expect(address).toHaveAccessibleDescription('Empty: delivered to Calle 60 #123, Centro, Mérida, Yucatán, 97000')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/orders/7/delivery', { isDelivery: true, deliveryAddress: '' }))
  expect(await screen.findByText('Delivery to Calle 60 #123, Centro, Mérida, Yucatán, 97000')).toBeVisible()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

it('offers no change of pickup or delivery for an order made or called off', () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  renderAdmin(<OrderCard order={anOrder(8, { status: 'completed' })} />)
  expect(screen.queryByRole('button', { name: /pickup or delivery/ })).not.toBeInTheDocument()
})

it('moves an order to another day from its card, as the staff dashboard does', async () => {
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  renderAdmin(<OrderCard order={anOrder(9, { customer: aCustomer(9) })} />)
  await userEvent.click(screen.getByRole('button', { name: 'Move order #9 to another day' }))
  expect(await screen.findByRole('dialog', { name: 'Reschedule Order' })).toHaveTextContent('Select a new date for order #9')
  cleanup()
  renderAdmin(<OrderCard order={anOrder(10, { status: 'completed' })} />)
  expect(screen.queryByRole('button', { name: /to another day/ })).not.toBeInTheDocument()
})
