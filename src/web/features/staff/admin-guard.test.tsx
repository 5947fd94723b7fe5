import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { authQueries } from '../../lib/queries/auth'
import { AdminGuard } from './admin-guard'
import { renderAdmin } from './admin-test-harness'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

afterEach(cleanup)

const ROSA = { id: 1, username: 'rosa', isAdmin: true, name: null, email: null }

it('keeps what staff typed when the session ends, under a dialog to sign in again, and goes on after', async () => {
  vi.mocked(api.get).mockResolvedValue({ authenticated: true, user: ROSA })
  const { queryClient } = renderAdmin(
    <AdminGuard>
      <label>
        Shop address
        <input />
      </label>
    </AdminGuard>,
  )
  const field = await screen.findByRole('textbox', { name: 'Shop address' })
  fireEvent.change(field, { target: { value: 'Calle 47 #500, Centro' } })
  field.focus()

  // The next staff call answered 401: the sign-in state is read again, and says signed out.
  vi.mocked(api.get).mockResolvedValue({ authenticated: false, user: null })
  await act(() => queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey }))
  const dialog = await screen.findByRole('dialog', { name: 'Your session ended' })
  expect(screen.getByDisplayValue('Calle 47 #500, Centro')).toBeInTheDocument()

  vi.mocked(api.post).mockResolvedValue(ROSA)
  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'rosa' } })
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'the right password' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(api.post).toHaveBeenCalledWith('/api/auth/login', { username: 'rosa', password: 'the right password' })
  expect(screen.getByRole('textbox', { name: 'Shop address' })).toHaveValue('Calle 47 #500, Centro')
  // The keyboard is back where staff left it.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Shop address' })).toHaveFocus())
})
