import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { errors as es } from '../../i18n/es/errors'
import { switchLanguage } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { ReceiptUpload } from './receipt-upload'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, upload: vi.fn() } }
})

afterEach(async () => {
  cleanup()
  await act(() => switchLanguage('en'))
})

it('says why the shop refused a receipt in the page’s language', async () => {
  await act(() => switchLanguage('es'))
  vi.mocked(api.upload).mockRejectedValue(new ApiError(400, 'Attach the receipt as a JPEG, PNG, WebP or PDF', 'validation', [], 'receipt_type'))
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReceiptUpload orderId={7} token="order-token" receipt={null} />
    </QueryClientProvider>,
  )
  const picture = new File(['GIF89a'], 'recibo.gif', { type: 'image/gif' })
  await userEvent.upload(screen.getByLabelText(/comprobante/i), picture, { applyAccept: false })
  expect(await screen.findByText(es.receipt_type)).toBeVisible()
})
