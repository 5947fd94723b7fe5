import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../components/ui/toaster'
import { switchLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { ContactForm } from './contact-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, post: vi.fn() } }
})

afterEach(async () => {
  cleanup()
  vi.mocked(api.post).mockReset()
  await switchLanguage('en')
})

const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ContactForm />
      </ToastProvider>
    </QueryClientProvider>,
  )

it('says under each field what to fix, in the shop’s language, and sends nothing', async () => {
  await switchLanguage('es')
  renderForm()
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@' } })
  fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
  const email = screen.getByLabelText('Correo electrónico')
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
  expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByLabelText('Nombre')).toHaveFocus()
  expect(email).toHaveAccessibleDescription(/correo/i)
  expect(api.post).not.toHaveBeenCalled()
})

it('sends a filled message and says it was sent', async () => {
  vi.mocked(api.post).mockResolvedValue({ id: 1 })
  renderForm()
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana López' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.mx' } })
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: '¿Tienen pan sin gluten?' } })
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  await waitFor(() =>
    expect(api.post).toHaveBeenCalledWith('/api/contact', { name: 'Ana López', email: 'ana@example.mx', message: '¿Tienen pan sin gluten?' }),
  )
  expect(await screen.findByText('Message Sent!', {}, { timeout: 3000 })).toBeVisible()
})
