import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { switchLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { NewsletterForm } from './newsletter-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, post: vi.fn() } }
})

afterEach(async () => {
  cleanup()
  vi.mocked(api.post).mockReset()
  await switchLanguage('en')
})

it('says a wrong email in the shop’s language, on the field, and sends nothing', async () => {
  await switchLanguage('es')
  render(<NewsletterForm />)
  const email = screen.getByLabelText('Correo electrónico')
  fireEvent.change(email, { target: { value: 'ana@' } })
  fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }))
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
  expect(email).toHaveFocus()
  expect(screen.getByRole('status')).toHaveTextContent(/correo/i)
  expect(api.post).not.toHaveBeenCalled()
})
