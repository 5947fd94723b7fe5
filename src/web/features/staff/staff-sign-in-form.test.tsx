import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { api, refusalOf } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { StaffSignInForm } from './staff-sign-in-form'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.post).mockReset()
})

it('tells someone whose access was taken away to ask whoever manages accounts, not that something went wrong', async () => {
  const message = 'This account can no longer sign in: ask whoever manages staff accounts to give its access back'
  vi.mocked(api.post).mockRejectedValue(refusalOf(403, { code: 'forbidden', message, key: 'account_no_access' }))
  renderAdmin(<StaffSignInForm onSignedIn={() => {}} />)
  await userEvent.type(screen.getByLabelText('Username'), 'ayudante')
  await userEvent.type(screen.getByLabelText('Password'), 'harina de trigo 2026')
  await userEvent.click(screen.getByRole('button', { name: /Sign In/i }))
  expect(await screen.findByText(message)).toBeVisible()
  expect(screen.queryByText(/An error occurred/)).not.toBeInTheDocument()
})
