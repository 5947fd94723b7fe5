import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18nReady, loadLanguage, switchLanguage } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { anInvoiceRequest } from '../../lib/invoice-test-fixture'
import { createQueryClient } from '../../lib/query-client'
import { InvoiceRequestCard } from './invoice-request-card'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['errors'])
})

afterEach(async () => {
  cleanup()
  vi.mocked(api.post).mockReset()
  await act(() => switchLanguage('en'))
})

/** Opens the card's form, fills it as a customer would and sends it. */
async function sendRequest(request: { rfc: string; postalCode: string; name: string; regimen: string; uso: string; email: string }) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InvoiceRequestCard orderId={7} token="order-token" />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Request a factura' }))
  // The button that opened the form is gone: focus is at the form's first field, not lost to the page.
  expect(screen.getByLabelText('RFC')).toHaveFocus()
  await userEvent.type(screen.getByLabelText('RFC'), request.rfc)
  await userEvent.type(screen.getByLabelText('Fiscal postal code'), request.postalCode)
  await userEvent.type(screen.getByLabelText('Name or razón social'), request.name)
  await userEvent.selectOptions(screen.getByLabelText('Régimen fiscal'), request.regimen)
  await userEvent.selectOptions(screen.getByLabelText('Uso del CFDI'), request.uso)
  await userEvent.type(screen.getByLabelText('Email for the factura'), request.email)
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
}

it('says why the shop refused a request when the reason is about the order, not a field of the form', async () => {
  vi.mocked(api.get).mockResolvedValue(null)
  vi.mocked(api.post).mockRejectedValue(
    new ApiError(
      409,
      'The factura for this order was already issued',
      'conflict',
      [{ path: 'orderId', message: 'already_issued' }],
      'invoice_already_issued',
    ),
  )
  await sendRequest({
    rfc: 'EKU9003173C9',
    postalCode: '42501',
    name: 'Escuela Kemper Urgate',
    regimen: '601',
    uso: 'G03',
    email: 'facturas@example.mx',
  })
  expect(await screen.findByRole('alert')).toHaveTextContent('The factura for this order was already issued')
})

it('asks for the customer’s own RFC instead of the generic one of the público en general, in their language, sending nothing', async () => {
  vi.mocked(api.get).mockResolvedValue(null)
  await sendRequest({
    rfc: 'XAXX010101000',
    postalCode: '97000',
    name: 'Público en general',
    regimen: '616',
    uso: 'S01',
    email: 'cliente@example.mx',
  })
  expect(await screen.findByText(/A factura needs your own RFC/)).toBeVisible()
  expect(screen.getByLabelText('RFC')).toHaveAttribute('aria-invalid', 'true')
  expect(api.post).not.toHaveBeenCalled()
  await act(() => switchLanguage('es'))
  expect(await screen.findByText(/Una factura necesita tu propio RFC/)).toBeVisible()
})

it('shows why the SAT refused the data and lets the customer correct them in the form, filled with what they sent', async () => {
  const sent = anInvoiceRequest({ orderId: 7, razonSocial: 'Escuela Kemper', refusal: 'El nombre del receptor no coincide con el RFC' })
  vi.mocked(api.get).mockResolvedValue(sent)
  vi.mocked(api.post).mockImplementation(async (_url, body) => ({ ...sent, ...(body as object), refusal: null }))
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InvoiceRequestCard orderId={7} token="order-token" />
    </QueryClientProvider>,
  )
  expect(await screen.findByRole('heading', { name: 'Your factura could not be issued' })).toBeVisible()
  // Read on arrival, not announced by taking the focus: the order's heading has it.
  expect(screen.getByRole('heading', { name: 'Your factura could not be issued' })).not.toHaveFocus()
  expect(screen.getByText(/“El nombre del receptor no coincide con el RFC”/)).toBeVisible()

  await userEvent.click(screen.getByRole('button', { name: 'Correct my details' }))
  const name = screen.getByLabelText('Name or razón social')
  expect(name).toHaveValue('Escuela Kemper')
  expect(screen.getByLabelText('Régimen fiscal')).toHaveValue('601')
  await userEvent.clear(name)
  await userEvent.type(name, 'ESCUELA KEMPER URGATE')
  await userEvent.click(screen.getByRole('button', { name: 'Send corrected details' }))

  expect(api.post).toHaveBeenCalledWith('/api/orders/7/invoice-request', {
    token: 'order-token',
    rfc: 'EKU9003173C9',
    razonSocial: 'ESCUELA KEMPER URGATE',
    codigoPostal: '42501',
    regimenFiscal: '601',
    usoCfdi: 'G03',
    email: 'facturas@example.mx',
  })
  expect(await screen.findByRole('heading', { name: 'Factura requested' })).toBeVisible()
  // The form the customer sent is gone: focus goes to what replaced it, not to the page.
  expect(screen.getByRole('heading', { name: 'Factura requested' })).toHaveFocus()
  expect(screen.queryByText(/no coincide/)).not.toBeInTheDocument()
})
