import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
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

afterEach(() => {
  cleanup()
  vi.mocked(api.post).mockReset()
})

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
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InvoiceRequestCard orderId={7} token="order-token" />
    </QueryClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Request a factura' }))
  await userEvent.type(screen.getByLabelText('RFC'), 'EKU9003173C9')
  await userEvent.type(screen.getByLabelText('Fiscal postal code'), '42501')
  await userEvent.type(screen.getByLabelText('Name or razón social'), 'Escuela Kemper Urgate')
  await userEvent.selectOptions(screen.getByLabelText('Régimen fiscal'), '601')
  await userEvent.selectOptions(screen.getByLabelText('Uso del CFDI'), 'G03')
  await userEvent.type(screen.getByLabelText('Email for the factura'), 'facturas@example.mx')
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('The factura for this order was already issued')
})
