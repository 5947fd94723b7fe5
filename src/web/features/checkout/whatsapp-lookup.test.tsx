import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../components/ui/toaster'
import { api } from '../../lib/api-client'
import '../../i18n/i18n'
import { CustomerStep } from './customer-step'

vi.mock('../../lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn() }, ApiError: class ApiError extends Error {} }))

const LOOKUP = { displayName: 'María G.', addressHint: 'C. 60 …', hasSavedAddress: true }

function renderStep(isDelivery = true) {
  const onContinue = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <CustomerStep initial={null} isDelivery={isDelivery} onBack={vi.fn()} onContinue={onContinue} />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return onContinue
}

async function lookUp(number: string) {
  await userEvent.type(screen.getByLabelText('Enter your WhatsApp number to fill in your details.'), number)
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }))
}

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

describe('the WhatsApp quick lookup', () => {
  it("shows only the masked match, and 'Yes, that's me' continues with the saved details", async () => {
    vi.mocked(api.get).mockResolvedValue(LOOKUP)
    const onContinue = renderStep()
    await lookUp('+52 999 123 4567')
    expect(await screen.findByText('We found your details: María G., C. 60 …')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: "Yes, that's me" }))
    expect(screen.getByRole('heading', { name: 'Your saved details' })).toBeVisible()
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument()
    expect(screen.getByText(/•••• 4567/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue).toHaveBeenCalledWith({ useSavedDetails: true, phone: '+52 999 123 4567', ...LOOKUP })
  })

  it("'Not me' keeps the empty form for typing new details", async () => {
    vi.mocked(api.get).mockResolvedValue(LOOKUP)
    renderStep()
    await lookUp('9991234567')
    await userEvent.click(await screen.findByRole('button', { name: 'Not me' }))
    expect(screen.getByText('No problem: please fill in your details below.')).toBeVisible()
    // The question went away with its buttons: focus is back on the number, not lost to the page.
    expect(screen.getByLabelText('Enter your WhatsApp number to fill in your details.')).toHaveFocus()
    expect(screen.getByLabelText('Full name')).toHaveValue('')
    expect(screen.queryByText(/We found your details/)).not.toBeInTheDocument()
  })

  it('asks for typed details when a delivery has no saved address', async () => {
    vi.mocked(api.get).mockResolvedValue({ displayName: 'Lupita', addressHint: null, hasSavedAddress: false })
    const onContinue = renderStep(true)
    await lookUp('9991234567')
    await userEvent.click(await screen.findByRole('button', { name: "Yes, that's me" }))
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Type different details' }))
    await waitFor(() => expect(screen.getByLabelText('Full name')).toBeVisible())
    expect(onContinue).not.toHaveBeenCalled()
  })
})
