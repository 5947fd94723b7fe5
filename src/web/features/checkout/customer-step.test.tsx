import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CustomerInput } from '../../../domain/customers/customer-schemas'
import { ToastProvider } from '../../components/ui/toaster'
import '../../i18n/i18n'
import { CustomerStep } from './customer-step'

vi.mock('../../lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn() } }))

const OUTSIDE_YUCATAN = 'This postal code is outside Yucatán. We deliver in Mérida and nearby; we will confirm by WhatsApp.'

const CUSTOMER: CustomerInput = {
  name: 'María González',
  email: 'maria@example.mx',
  phone: '9991234567',
  whatsapp: '',
  streetAddress: 'Calle 60 #491 x 57 y 59',
  colonia: 'Centro',
  city: 'Mérida',
  state: 'Yucatán',
  postalCode: '',
  additionalInfo: '',
}

function renderStep(isDelivery: boolean) {
  const onContinue = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <CustomerStep initial={CUSTOMER} isDelivery={isDelivery} onBack={vi.fn()} onContinue={onContinue} />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return { onContinue, postalCode: screen.getByLabelText('Postal code') }
}

afterEach(cleanup)

describe('the customer step', () => {
  it.each([
    [true, '77500', true],
    [true, '06700', true],
    [true, '97130', false],
    [true, '9700', false],
    [false, '77500', false],
  ])('for delivery %s and postal code %s shows the outside-Yucatán notice: %s', async (isDelivery, code, shown) => {
    const { postalCode } = renderStep(isDelivery)
    await userEvent.type(postalCode, code)
    if (shown) {
      expect(screen.getByText(OUTSIDE_YUCATAN)).toBeVisible()
      expect(postalCode).toHaveAccessibleDescription(OUTSIDE_YUCATAN)
    } else {
      expect(screen.queryByText(OUTSIDE_YUCATAN)).not.toBeInTheDocument()
    }
  })

  it('lets a delivery outside Yucatán continue: the notice does not block', async () => {
    const { onContinue, postalCode } = renderStep(true)
    await userEvent.type(postalCode, '77500')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ postalCode: '77500' })))
    expect(postalCode).not.toBeInvalid()
  })

  it('refuses a postal code that is not five digits', async () => {
    const { onContinue, postalCode } = renderStep(true)
    await userEvent.type(postalCode, '970001')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please enter a valid postal code')).toBeVisible()
    expect(postalCode).toBeInvalid()
    expect(onContinue).not.toHaveBeenCalled()
  })

  it('links to the privacy notice in a new tab before asking for any details', () => {
    renderStep(false)
    const link = screen.getByRole('link', { name: /Read our privacy notice\s*\(opens in a new tab\)/ })
    expect(link).toHaveAttribute('href', '/privacy')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
  })
})
