import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../components/ui/toaster'
import { switchLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { PaymentStep } from './payment-step'
import { unansweredOrder } from './use-checkout-progress'

vi.mock('../../lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn() } }))

const settingsWith = (bankClabe: string) => ({
  whatsappNumber: '+529991234567',
  bankName: bankClabe ? 'BBVA México' : '',
  bankClabe,
  bankBeneficiary: bankClabe ? 'Masa Madre Mérida SA de CV' : '',
  openingHours: [],
  taxMode: 'added',
  taxPercent: 8,
})

function renderPaymentStep(bankClabe: string, whatsappNumber: string | null = null) {
  vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/settings' ? settingsWith(bankClabe) : undefined) as never)
  const placeOrder = vi.fn(async () => undefined)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <PaymentStep placeOrder={placeOrder} onPaid={vi.fn()} placing={false} onBack={vi.fn()} whatsappNumber={whatsappNumber} pickupDate={null} />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return placeOrder
}

async function openBankTab(bankClabe: string) {
  await switchLanguage('en')
  const placeOrder = renderPaymentStep(bankClabe)
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Bank Transfer' }))
  return placeOrder
}

afterEach(cleanup)

describe('the bank transfer tab', () => {
  it('shows where to pay and places the order once the shop has a CLABE', async () => {
    const placeOrder = await openBankTab('002180000118359710')
    expect(await screen.findByText('002180000118359710')).toBeVisible()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }))
    expect(placeOrder).toHaveBeenCalledWith('bank_transfer', { whatsappOptIn: false })
  })

  it('names the account holder, as the banking app asks for it', async () => {
    await openBankTab('002180000118359710')
    const holder = (await screen.findByText('Beneficiary')).nextElementSibling
    expect(holder).toHaveTextContent('Masa Madre Mérida SA de CV')
  })

  it('says the payment reference comes with the order’s confirmation, never that it is the order number', async () => {
    await openBankTab('002180000118359710')
    const reference = (await screen.findByText('Reference')).nextElementSibling
    expect(reference).toHaveTextContent('Comes with your order’s confirmation')
    expect(screen.queryByText(/order number/i)).toBeNull()
    cleanup()
    await switchLanguage('es')
    renderPaymentStep('002180000118359710')
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Transferencia bancaria' }))
    expect((await screen.findByText('Referencia')).nextElementSibling).toHaveTextContent('Viene con la confirmación de tu pedido')
    expect(screen.queryByText(/número de pedido/i)).toBeNull()
  })

  it('says it is not available, and offers no way to order by transfer, while the shop has no CLABE', async () => {
    await openBankTab('')
    expect(await screen.findByText(/^Bank transfer is not available yet/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull()
  })
})

describe('the WhatsApp consent', () => {
  it('is off by default, names the number the messages go to, and goes with the order once ticked', async () => {
    await switchLanguage('en')
    const placeOrder = renderPaymentStep('002180000118359710', '+52 1 999 765 4321')
    const consent = screen.getByRole('checkbox', { name: 'Send me updates about this order by WhatsApp at +52 999 765 4321' })
    expect(consent).not.toBeChecked()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(placeOrder).toHaveBeenLastCalledWith('cash', { whatsappOptIn: false })
    await user.click(consent)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(placeOrder).toHaveBeenLastCalledWith('cash', { whatsappOptIn: true })
  })
})

// The customer tapped Place Order, got no answer and reloaded: the order may already be on its way to the oven.
describe('after an order request that got no answer', () => {
  it('says the order may already be placed, and that tapping again will not place it twice', async () => {
    await switchLanguage('es')
    unansweredOrder.save({ key: 'key-of-the-lost-answer', order: {} as never, ticket: null })
    try {
      renderPaymentStep('')
      expect(
        screen.getByText('Tu último pedido no tuvo respuesta: puede que ya esté hecho. Toca «Hacer pedido» para verlo; no se hará dos veces.'),
      ).toBeVisible()
    } finally {
      unansweredOrder.forget()
      await switchLanguage('en')
    }
  })

  it('says nothing of the kind otherwise', async () => {
    await switchLanguage('en')
    renderPaymentStep('')
    expect(screen.queryByText(/got no answer/)).not.toBeInTheDocument()
  })
})
