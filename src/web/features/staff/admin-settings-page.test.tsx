import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { PublicShopSettings } from '../../../domain/shop/settings-schemas'
import { api } from '../../lib/api-client'
import { settingsQueries } from '../../lib/queries/settings'
import { AdminSettingsPage } from './admin-settings-page'
import { anOrder, renderAdmin } from './admin-test-harness'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), getPage: vi.fn(), put: vi.fn() } }
})

afterEach(cleanup)

/** The page reads the settings, and below them the staff accounts (none here) for staff who manage them. */
const answerSettings = (settings: PublicShopSettings, { managesStaff = true } = {}) =>
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/api/staff-accounts') return []
    if (path === '/api/auth/user')
      return { authenticated: true, user: { id: 1, username: 'ana', isAdmin: true, managesStaff, name: null, email: null } }
    return settings
  })

const LOADED_EARLIER: PublicShopSettings = {
  whatsappNumber: '+529991234567',
  shopAddress: 'Calle 60 #491, Centro',
  shopEmail: 'hola@example.mx',
  bankName: '',
  bankClabe: '',
  bankBeneficiary: '',
  transferPayByHours: 24,
  releaseOverdueTransfers: false,
  stripeCashMethods: false,
  openingHours: [],
  taxMode: 'cart_only',
  taxPercent: 8,
  bakingDays: [2, 3, 4, 5, 6],
  pickupWindows: [{ start: '09:00', end: '11:00', limit: null }],
  orderCutoffTime: null,
  reminderTime: '18:00',
  facebookUrl: '',
  instagramUrl: '',
  timeZone: 'America/Merida',
  whatsappConfigured: false,
}

it('fills the form from the settings as they are now, not from the copy the app loaded earlier', async () => {
  const { queryClient, rerender } = renderAdmin(<p>Orders</p>)
  queryClient.setQueryData(settingsQueries.shop().queryKey, LOADED_EARLIER)
  // Meanwhile the owner changed the shop's address on another device.
  answerSettings({ ...LOADED_EARLIER, shopAddress: 'Calle 62 #500, Centro' })

  rerender(<AdminSettingsPage />)

  expect(await screen.findByDisplayValue('Calle 62 #500, Centro')).toBeVisible()
  expect(screen.queryByDisplayValue('Calle 60 #491, Centro')).not.toBeInTheDocument()
})

it('sends only the fields staff changed, so a save in another tab is not undone by this one', async () => {
  answerSettings(LOADED_EARLIER)
  vi.mocked(api.put).mockImplementation(async (_url, body) => ({ ...LOADED_EARLIER, ...(body as object) }))
  renderAdmin(<AdminSettingsPage />)
  const bank = await screen.findByLabelText('Bank name')
  await userEvent.type(bank, 'Santander')
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))

  await waitFor(() => expect(api.put).toHaveBeenCalledWith('/api/settings', { bankName: 'Santander' }))
})

it('warns, once the windows are saved, of coming orders that keep a time no window holds now', async () => {
  const twoWindows = {
    ...LOADED_EARLIER,
    pickupWindows: [
      { start: '09:00', end: '11:00', limit: null },
      { start: '15:00', end: '17:00', limit: null },
    ],
  }
  answerSettings(twoWindows)
  vi.mocked(api.put).mockImplementation(async (_url, body) => ({ ...twoWindows, ...(body as object) }))
  vi.mocked(api.getPage).mockResolvedValue({
    items: [
      anOrder(31, { pickupDate: '2099-12-03', pickupTime: '3:00 PM - 5:00 PM', status: 'pending' }),
      anOrder(32, { pickupDate: '2099-12-03', pickupTime: '9:00 AM - 11:00 AM', status: 'pending' }),
    ],
    total: 2,
  })
  renderAdmin(<AdminSettingsPage />)
  await userEvent.click(await screen.findByRole('button', { name: 'Remove 3:00 PM - 5:00 PM' }))
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByText('1 coming order keeps a time no window holds now')).toBeVisible()
  expect(screen.getByText(/#31 \(Dec 3, 2099, 3:00 PM - 5:00 PM\)/)).toBeVisible()
})

it('warns, once a new account is saved, of unpaid transfer orders whose page now shows it', async () => {
  const withBank = { ...LOADED_EARLIER, bankName: 'BBVA', bankClabe: '002180000118359710', bankBeneficiary: 'Masa Madre SA' }
  answerSettings(withBank)
  vi.mocked(api.put).mockImplementation(async (_url, body) => ({ ...withBank, ...(body as object) }))
  vi.mocked(api.getPage).mockResolvedValue({
    items: [
      anOrder(41, { paymentMethod: 'bank_transfer', paymentStatus: 'unpaid', status: 'pending' }),
      anOrder(42, { paymentMethod: 'cash', paymentStatus: 'unpaid', status: 'pending' }),
      anOrder(43, { paymentMethod: 'bank_transfer', paymentStatus: 'unpaid', status: 'cancelled' }),
    ],
    total: 3,
  })
  renderAdmin(<AdminSettingsPage />)
  const beneficiary = await screen.findByLabelText('Beneficiary (account holder)')
  await userEvent.clear(beneficiary)
  await userEvent.type(beneficiary, 'Panadería Nueva SA')
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByText('1 unpaid transfer order now shows the new account')).toBeVisible()
  expect(screen.getByText(/#41/)).toBeVisible()
  expect(api.getPage).toHaveBeenCalledWith('/api/orders?paymentStatus=unpaid&limit=200')
})

it('shows the staff accounts, payments and contact details to change only to staff who manage accounts; everyone may change their own password', async () => {
  answerSettings(LOADED_EARLIER, { managesStaff: true })
  renderAdmin(<AdminSettingsPage />)
  expect(await screen.findByRole('heading', { name: 'Staff accounts' })).toBeVisible()
  cleanup()

  answerSettings(LOADED_EARLIER, { managesStaff: false })
  renderAdmin(<AdminSettingsPage />)
  expect(await screen.findByRole('heading', { name: 'Your password' })).toBeVisible()
  expect(screen.queryByRole('heading', { name: 'Staff accounts' })).not.toBeInTheDocument()
  // How and where customers pay, and the number they write to, are read, not changed, by them.
  const payments = await screen.findByRole('group', { name: 'How customers pay' })
  await waitFor(() => expect(payments).toBeDisabled())
  expect(payments).toHaveAccessibleDescription('Only staff who manage accounts change how and where customers pay.')
  for (const field of [
    screen.getByLabelText('Bank name'),
    screen.getByLabelText('Tax rate (%)'),
    screen.getByRole('radio', { name: /Prices include IVA/ }),
  ])
    expect(field).toBeDisabled()
  const contact = screen.getByRole('group', { name: 'Where customers reach the shop' })
  expect(contact).toBeDisabled()
  expect(contact).toHaveAccessibleDescription('Only staff who manage accounts change where customers reach the shop.')
  for (const field of ['WhatsApp number', 'Shop address', 'Shop email']) expect(screen.getByLabelText(field)).toBeDisabled()
  // What they may change is saved alone: the disabled fields are sent back neither empty nor as they were.
  vi.mocked(api.put).mockImplementation(async (_url, body) => ({ ...LOADED_EARLIER, ...(body as object) }))
  const reminder = screen.getByLabelText('WhatsApp reminder time')
  await userEvent.clear(reminder)
  await userEvent.type(reminder, '17:30')
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
  await waitFor(() => expect(api.put).toHaveBeenCalled())
  expect(Object.keys(vi.mocked(api.put).mock.calls.at(-1)?.[1] as object)).toEqual(['reminderTime'])
})
