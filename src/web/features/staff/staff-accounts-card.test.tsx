import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { StaffAccount } from '../../../domain/auth/staff-account-schemas'
import { ApiError, api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { OwnPasswordCard } from './own-password-card'
import { StaffAccountsCard } from './staff-accounts-card'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn(), patch: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.post).mockReset()
  vi.mocked(api.patch).mockReset()
})

const account = (change: Partial<StaffAccount>): StaffAccount => ({
  id: 1,
  username: 'admin',
  active: true,
  managesStaff: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  lastSeenAt: '2026-11-29T15:30:00.000Z',
  devices: 1,
  you: false,
  ...change,
})

const ACCOUNTS = [
  account({ id: 1, username: 'admin', you: true, devices: 2 }),
  account({ id: 2, username: 'maria', devices: 1 }),
  account({ id: 3, username: 'beto', active: false, devices: 0, lastSeenAt: null }),
]

function showAccounts() {
  vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/staff-accounts' ? ACCOUNTS : []))
  renderAdmin(<StaffAccountsCard />)
}

const row = async (username: string) => (await screen.findByText(username)).closest('li') as HTMLElement

it('lists who can sign in and where, and takes away a person’s access only once asked', async () => {
  vi.mocked(api.patch).mockResolvedValue({ ok: true })
  showAccounts()
  const own = await row('admin')
  expect(own).toHaveTextContent('(you)')
  expect(own).toHaveTextContent(/Signed in on 2 devices, last active Nov 29, 2026/)
  // Never one's own access; one's own browser stays signed in.
  expect(within(own).queryByRole('button', { name: 'Take away access' })).not.toBeInTheDocument()
  expect(within(own).getByRole('button', { name: 'Sign out my other devices' })).toBeVisible()
  expect(await row('beto')).toHaveTextContent('No access')
  expect(within(await row('beto')).getByRole('button', { name: 'Give access back' })).toBeVisible()

  await userEvent.click(within(await row('maria')).getByRole('button', { name: 'Take away access' }))
  const question = await screen.findByRole('alertdialog', { name: 'Take away access for maria?' })
  expect(api.patch).not.toHaveBeenCalled()
  await userEvent.click(within(question).getByRole('button', { name: 'Take away access' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/staff-accounts/2', { active: false }))
  expect(await screen.findByText('maria can no longer sign in')).toBeVisible()
})

it('adds an account once its password is long enough, and marks a username already taken', async () => {
  vi.mocked(api.post).mockRejectedValue(
    new ApiError(409, 'There is already a staff account named maria', 'conflict', [{ path: 'username', message: 'username_taken_short' }]),
  )
  showAccounts()
  const username = await screen.findByRole('textbox', { name: 'Username' })
  await userEvent.type(username, 'maria')
  await userEvent.type(screen.getByLabelText('First password'), 'pan123')
  await userEvent.click(screen.getByRole('button', { name: 'Add account' }))
  expect(await screen.findByText('The password needs at least 12 characters (spaces at its ends do not count)')).toBeVisible()
  expect(api.post).not.toHaveBeenCalled()

  await userEvent.type(screen.getByLabelText('First password'), ' y más harina')
  await userEvent.click(screen.getByRole('button', { name: 'Add account' }))
  await waitFor(() =>
    expect(api.post).toHaveBeenCalledWith('/api/staff-accounts', { username: 'maria', password: 'pan123 y más harina', managesStaff: false }),
  )
  expect(await screen.findByText('This username is taken')).toBeVisible()
  expect(username).toHaveAttribute('aria-invalid', 'true')
})

it('changes one’s own password only when the new one is typed the same twice, and says when the current one is wrong', async () => {
  vi.mocked(api.post).mockRejectedValue(
    new ApiError(400, 'That is not your current password', 'validation', [{ path: 'currentPassword', message: 'password_wrong' }]),
  )
  renderAdmin(<OwnPasswordCard />)
  await userEvent.type(screen.getByLabelText('Current password'), 'the old one')
  await userEvent.type(screen.getByLabelText('New password'), 'centeno y masa madre')
  await userEvent.type(screen.getByLabelText('New password again'), 'centeno y masa')
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findByText('The two new passwords differ')).toBeVisible()
  expect(api.post).not.toHaveBeenCalled()

  await userEvent.type(screen.getByLabelText('New password again'), ' madre')
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  await waitFor(() =>
    expect(api.post).toHaveBeenCalledWith('/api/auth/password', { currentPassword: 'the old one', newPassword: 'centeno y masa madre' }),
  )
  expect(await screen.findByText('That is not your current password', { selector: 'p[id]' })).toBeVisible()
  expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
})
