import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { anInvoiceRequest } from '../../lib/invoice-test-fixture'
import { renderAdmin } from './admin-test-harness'
import { InvoicesPage } from './invoices-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), getPage: vi.fn(), post: vi.fn(), patch: vi.fn() } }
})

afterEach(() => {
  cleanup()
  for (const call of [api.get, api.getPage, api.post, api.patch]) vi.mocked(call).mockReset()
})

const request = { ...anInvoiceRequest(), notToIssue: null, toCancel: false, orderTotal: 1120.5 }

/** The shop answers whether Facturapi is set, and one page of requests (all of them unless `total` says more). */
function answer(configured: boolean, requests: unknown[] = [request], total = requests.length) {
  vi.mocked(api.get).mockImplementation(async () => ({ configured }))
  vi.mocked(api.getPage).mockImplementation(async () => ({ items: requests as never[], total }))
}

it('issues the CFDI through Facturapi when the shop has it', async () => {
  answer(true)
  vi.mocked(api.post).mockResolvedValue({ ...request, status: 'issued', cfdiUuid: 'A1B2' })
  renderAdmin(<InvoicesPage />)
  expect(await screen.findByText('601 · General de Ley Personas Morales')).toBeVisible()
  // The amount to bill, beside the customer's data: what staff check before issuing.
  expect(screen.getByText('Amount').parentElement).toHaveTextContent('$1,120.50')
  await userEvent.click(await screen.findByRole('button', { name: 'Issue the CFDI for order #42 with Facturapi' }))
  await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/invoice-requests/5/issue'))
})

it('without Facturapi, staff mark the request issued once they issued it elsewhere', async () => {
  answer(false)
  vi.mocked(api.patch).mockResolvedValue({ ...request, status: 'issued' })
  renderAdmin(<InvoicesPage />)
  await userEvent.click(await screen.findByRole('button', { name: 'Mark factura for order #42 as issued' }))
  expect(screen.queryByRole('button', { name: /with Facturapi$/ })).not.toBeInTheDocument()
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/invoice-requests/5', { status: 'issued' }))
  // The card leaves the list of those to issue: staff are told where it went.
  expect(await screen.findByText('Factura for order #42 marked issued')).toBeVisible()
})

it('says there is nothing left to issue, not that there are no requests, while it lists only those to issue', async () => {
  answer(false, [])
  renderAdmin(<InvoicesPage />)
  expect(await screen.findByText('No facturas left to issue or cancel.')).toBeVisible()
  await userEvent.click(screen.getByRole('checkbox', { name: 'Only to issue or cancel' }))
  expect(await screen.findByText('No factura requests.')).toBeVisible()
})

it('says why Facturapi refused a request, which waits for the customer to correct it', async () => {
  answer(true, [{ ...request, refusal: 'El RFC del receptor no existe' }])
  renderAdmin(<InvoicesPage />)
  expect(await screen.findByText(/Facturapi refused these data: “El RFC del receptor no existe”/)).toBeVisible()
  expect(screen.getByText('Data refused')).toBeVisible()
})

it('says which requests cannot be billed as paid yet, and offers Facturapi only for the others', async () => {
  answer(true, [
    { ...request, notToIssue: 'invoice_order_cancelled' },
    { ...request, id: 6, orderId: 43, notToIssue: 'invoice_order_unpaid' },
  ])
  renderAdmin(<InvoicesPage />)
  expect(await screen.findByText('Order #42 was cancelled or refunded: there is nothing to bill')).toBeVisible()
  expect(screen.getByText('Record the payment of order #43 before issuing its factura: it is issued as paid (PUE)')).toBeVisible()
  expect(screen.queryByRole('button', { name: /with Facturapi$/ })).not.toBeInTheDocument()
})

it('flags a CFDI issued for an order since cancelled, and staff record it cancelled once the SAT has it', async () => {
  const issued = {
    ...request,
    status: 'issued' as const,
    issuedAt: '2026-11-25T18:00:00.000Z',
    notToIssue: 'invoice_order_cancelled',
    toCancel: true,
  }
  answer(true, [issued])
  vi.mocked(api.patch).mockResolvedValue({ ...issued, status: 'cancelled' })
  renderAdmin(<InvoicesPage />)
  expect(await screen.findByText('To cancel')).toBeVisible()
  expect(screen.getByText(/Order #42 was cancelled or refunded after its CFDI was issued/)).toBeVisible()
  expect(screen.queryByRole('button', { name: /as not issued$/ })).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Record the CFDI of order #42 as cancelled' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/invoice-requests/5', { status: 'cancelled' }))
  expect(await screen.findByText('The CFDI of order #42 is recorded as cancelled')).toBeVisible()
})

it('lists what is left to do, and offers no Mark as issued for an order cancelled before it was', async () => {
  answer(false, [{ ...request, notToIssue: 'invoice_order_cancelled', toCancel: false }])
  renderAdmin(<InvoicesPage />)
  expect(await screen.findByText('Order #42 was cancelled or refunded: there is nothing to bill')).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Mark factura for order #42 as issued' })).not.toBeInTheDocument()
  expect(vi.mocked(api.getPage)).toHaveBeenCalledWith('/api/invoice-requests?limit=20&page=1&open=true')
})

it('cancels at the SAT through Facturapi a CFDI the shop stamped, once its order is cancelled', async () => {
  const stamped = { ...request, status: 'issued' as const, cfdiUuid: 'A1B2', notToIssue: 'invoice_order_cancelled', toCancel: true }
  answer(true, [stamped])
  vi.mocked(api.post).mockResolvedValue({ ...stamped, status: 'cancelled' })
  renderAdmin(<InvoicesPage />)
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel the CFDI of order #42 at the SAT with Facturapi' }))
  await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/invoice-requests/5/cancel'))
  expect(screen.queryByRole('button', { name: /as cancelled$/ })).not.toBeInTheDocument()
  expect(await screen.findByText('The CFDI of order #42 is recorded as cancelled')).toBeVisible()
})

it('reaches every open request a page at a time, the oldest and most overdue included', async () => {
  const all = Array.from({ length: 45 }, (_, index) => ({ ...request, id: index + 1, orderId: 100 + index, notToIssue: null, toCancel: false }))
  vi.mocked(api.get).mockImplementation(async () => ({ configured: false }))
  vi.mocked(api.getPage).mockImplementation(async (url: string) => {
    const params = new URL(url, 'http://shop').searchParams
    const page = Number(params.get('page'))
    return { items: all.slice((page - 1) * 20, page * 20) as never[], total: all.length }
  })
  renderAdmin(<InvoicesPage />)
  expect(await screen.findByRole('navigation', { name: 'Page 1 of 3' })).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }))
  expect(await screen.findByRole('heading', { name: 'Factura for order #144' })).toBeVisible()
  expect(api.getPage).toHaveBeenLastCalledWith('/api/invoice-requests?limit=20&page=3&open=true')
})
