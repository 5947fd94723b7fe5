import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { PublicShopSettings } from '../../../domain/shop/settings-schemas'
import { api } from '../../lib/api-client'
import { settingsQueries } from '../../lib/queries/settings'
import { AdminSettingsPage } from './admin-settings-page'
import { renderAdmin } from './admin-test-harness'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), put: vi.fn() } }
})

afterEach(cleanup)

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
  vi.mocked(api.get).mockResolvedValue({ ...LOADED_EARLIER, shopAddress: 'Calle 62 #500, Centro' })

  rerender(<AdminSettingsPage />)

  expect(await screen.findByDisplayValue('Calle 62 #500, Centro')).toBeVisible()
  expect(screen.queryByDisplayValue('Calle 60 #491, Centro')).not.toBeInTheDocument()
})

it('sends only the fields staff changed, so a save in another tab is not undone by this one', async () => {
  vi.mocked(api.get).mockResolvedValue(LOADED_EARLIER)
  vi.mocked(api.put).mockImplementation(async (_url, body) => ({ ...LOADED_EARLIER, ...(body as object) }))
  renderAdmin(<AdminSettingsPage />)
  const bank = await screen.findByLabelText('Bank name')
  await userEvent.type(bank, 'Santander')
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))

  await waitFor(() => expect(api.put).toHaveBeenCalledWith('/api/settings', { bankName: 'Santander' }))
})
