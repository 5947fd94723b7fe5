import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { Product } from '../../../domain/catalog/product-schemas'
import { switchLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { SAMPLE_PRODUCTS } from '../../lib/queries/sample-data'
import { renderAdmin } from './admin-test-harness'
import { ProductFormDialog } from './product-form-dialog'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn() } }
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
  vi.mocked(api.put).mockReset()
})

const rolls: Product = { ...(SAMPLE_PRODUCTS[1] as Product), id: 4, prepTime: 2880, dailyLimit: 12 }

it('saves only what staff changed over the product as it is now, so a change made elsewhere meanwhile stays', async () => {
  // Opened from a list loaded this morning; since then the owner marked it out of stock and lowered its limit.
  const now: Product = { ...rolls, inStock: false, dailyLimit: 6 }
  vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/products/4' ? now : []))
  vi.mocked(api.put).mockResolvedValue({ ...now, price: 55 })
  renderAdmin(<ProductFormDialog product={rolls} onClose={() => {}} />)
  const price = screen.getByRole('spinbutton', { name: 'Price' })
  await userEvent.clear(price)
  await userEvent.type(price, '55')
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
  await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1))
  expect(vi.mocked(api.put).mock.calls[0]?.[0]).toBe('/api/products/4')
  expect(vi.mocked(api.put).mock.calls[0]?.[1]).toMatchObject({ price: 55, inStock: false, dailyLimit: 6, prepTime: 2880 })
})

it('refuses a cleared preparation time instead of saving it as 0', async () => {
  renderAdmin(<ProductFormDialog product={rolls} onClose={() => {}} />)
  await userEvent.clear(screen.getByRole('spinbutton', { name: 'Preparation time (minutes)' }))
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
  expect(await screen.findByText('Enter a number')).toBeVisible()
  expect(api.put).not.toHaveBeenCalled()
})

it('takes staff to the first field it refuses, saying what is wrong there', async () => {
  renderAdmin(<ProductFormDialog onClose={() => {}} />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Huge Bread')
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Price' }), '99999999')
  await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))

  const price = screen.getByRole('spinbutton', { name: 'Price' })
  await waitFor(() => expect(price).toHaveFocus())
  expect(price).toHaveAccessibleDescription('Price can be at most 99999.99')
  expect(api.post).not.toHaveBeenCalled()
})

it('marks only the cake size whose price is wrong', async () => {
  const cake: Product = { ...(SAMPLE_PRODUCTS[0] as Product), id: 9, categoryId: 1, sizePrices: null }
  renderAdmin(<ProductFormDialog product={cake} onClose={() => {}} />)
  await userEvent.type(screen.getByRole('spinbutton', { name: '8"' }), '-1')
  await userEvent.type(screen.getByRole('spinbutton', { name: '10"' }), '500')
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

  await waitFor(() => expect(screen.getByRole('spinbutton', { name: '8"' })).toHaveAttribute('aria-invalid', 'true'))
  expect(screen.getByRole('spinbutton', { name: '8"' })).toHaveFocus()
  expect(screen.getByRole('spinbutton', { name: '6"' })).not.toHaveAttribute('aria-invalid')
  expect(screen.getByRole('spinbutton', { name: '10"' })).not.toHaveAttribute('aria-invalid')
})

it('names the saved product in the staff’s language', async () => {
  await switchLanguage('es')
  try {
    const spanish: Product = { ...rolls, name: 'Cinnamon Rolls', nameEs: 'Roles de canela' }
    vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/products/4' ? spanish : []))
    vi.mocked(api.put).mockResolvedValue({ ...spanish, price: 55 })
    renderAdmin(<ProductFormDialog product={spanish} onClose={() => {}} />)
    const price = screen.getByRole('spinbutton', { name: 'Precio' })
    await userEvent.clear(price)
    await userEvent.type(price, '55')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Roles de canela se guardó')).toBeVisible()
  } finally {
    await switchLanguage('en')
  }
})

it('warns, without refusing, when a lower daily limit is below what a coming day already holds', async () => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/api/products/4') return rolls
    if (path.startsWith('/api/products/4/days-held?from=')) return [{ date: '2026-12-04', units: 10 }]
    return []
  })
  vi.mocked(api.put).mockResolvedValue({ ...rolls, dailyLimit: 8 })
  renderAdmin(<ProductFormDialog product={rolls} onClose={() => {}} />)
  const limit = screen.getByRole('spinbutton', { name: 'Most units a day' })
  expect(limit).toHaveAccessibleDescription('Empty: no limit. Orders past it are refused.')
  // A limit the form refuses (0) says nothing about the days; its own message comes on saving.
  await userEvent.clear(limit)
  await userEvent.type(limit, '0')
  expect(limit).toHaveAccessibleDescription('Empty: no limit. Orders past it are refused.')
  await userEvent.clear(limit)
  await userEvent.type(limit, '8')
  await waitFor(() => expect(limit).toHaveAccessibleDescription('Dec 4, 2026 already holds 10. Its orders stay; that day takes no more.'))
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
  await waitFor(() => expect(vi.mocked(api.put).mock.calls[0]?.[1]).toMatchObject({ dailyLimit: 8 }))
})

it('starts a new weekly special at its own price, never at another product’s pack prices, and says whose flag it takes', async () => {
  const special: Product = { ...rolls, name: 'Weekly Special: Cinnamon Rolls & Cookies', isWeeklySpecial: true }
  vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/products' ? [special] : []))
  renderAdmin(<ProductFormDialog onClose={() => {}} />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Panettone')
  await userEvent.clear(screen.getByRole('spinbutton', { name: 'Price' }))
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Price' }), '380')
  await userEvent.click(screen.getByRole('checkbox', { name: /This is the weekly special/ }))
  expect(screen.getAllByRole('spinbutton', { name: 'Pieces' }).map((input) => (input as HTMLInputElement).value)).toEqual(['1'])
  expect(screen.getAllByRole('spinbutton', { name: 'Price of the pack' }).map((input) => (input as HTMLInputElement).value)).toEqual(['380'])
  expect(
    await screen.findByText('The weekly special now is “Weekly Special: Cinnamon Rolls & Cookies”: saving makes this product the special instead.'),
  ).toBeVisible()
})

it('leaves a new special’s first pack price to type when the product has no price yet, never $0', async () => {
  vi.mocked(api.get).mockImplementation(async () => [])
  renderAdmin(<ProductFormDialog onClose={() => {}} />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Rosca de Reyes')
  await userEvent.click(screen.getByRole('checkbox', { name: /This is the weekly special/ }))
  expect(screen.getByRole('spinbutton', { name: 'Price of the pack' })).toHaveValue(null)
  await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Price of the pack' })).toHaveAttribute('aria-invalid', 'true'))
  expect(api.post).not.toHaveBeenCalled()
})
