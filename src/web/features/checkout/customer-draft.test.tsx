import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../components/ui/toaster'
import '../../i18n/i18n'
import { CustomerStep } from './customer-step'
import { useCheckoutProgress } from './use-checkout-progress'

vi.mock('../../lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn() } }))

/** Step 2 as the checkout shows it, and the way back to step 1 and forward again. */
function StepTwoAndBack() {
  const { customer, draft, setDraft } = useCheckoutProgress()
  const [shown, setShown] = useState(true)
  return shown ? (
    <CustomerStep initial={customer} draft={draft} onDraft={setDraft} isDelivery={false} onBack={() => setShown(false)} onContinue={vi.fn()} />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Step 2 again
    </button>
  )
}

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

it('keeps what the customer typed when they step back to change the day and come forward again', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <StepTwoAndBack />
      </ToastProvider>
    </QueryClientProvider>,
  )
  await userEvent.type(screen.getByLabelText('Full name'), 'Ana López')
  await userEvent.type(screen.getByLabelText('Phone'), '999 111 2233')
  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  await userEvent.click(screen.getByRole('button', { name: 'Step 2 again' }))
  expect(screen.getByLabelText('Full name')).toHaveValue('Ana López')
  expect(screen.getByLabelText('Phone')).toHaveValue('999 111 2233')
})
