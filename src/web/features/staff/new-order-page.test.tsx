import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { NewOrder, PlacedOrder } from '../../../domain/orders/order-schemas'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { switchLanguage } from '../../i18n/i18n'
import { ApiError, api } from '../../lib/api-client'
import { productQueries } from '../../lib/queries/catalogue'
import { dateQueries } from '../../lib/queries/dates'
import { paymentQueries } from '../../lib/queries/payments'
import { settingsQueries } from '../../lib/queries/settings'
import { anOrder, renderAdmin } from './admin-test-harness'
import { NewOrderPage, OrderPlaced } from './new-order-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  await switchLanguage('en')
})

const day = (id: number, date: string, currentOrders: number): AvailableDate => ({
  id,
  date,
  maxOrders: 10,
  currentOrders,
  limitedAvailability: false,
  notes: null,
})

/** These tests' shop bakes every day, and its baguette is made every day, unless a test says otherwise. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]

const BAGUETTE = {
  id: 3,
  name: 'Baguette',
  nameEs: null,
  price: 45,
  inStock: true,
  categoryId: 1,
  packs: null,
  sizePrices: null,
  availabilityDays: EVERY_DAY,
  prepTime: 60,
}

/** Card payments as GET /api/payments/config answers them: on (Stripe keys set) or off. */
const cardPayments = (cardEnabled: boolean) => ({ cardEnabled, publishableKey: cardEnabled ? 'pk_test_1' : null, methods: ['card'] })

/**
 * The page at 09:00 on Friday 27 November in Mérida, its lists from the cache (`products`, Saturday open, card
 * payments on, a CLABE for transfers): the lookup finds `customer` (or refuses with it), and each post answers what
 * `post` gives for its path.
 */
function renderAtMorning(customer: object, post: (path: string, body: never) => unknown, products: object[] = [BAGUETTE]) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'))
  vi.mocked(api.get).mockReset()
  vi.mocked(api.get).mockImplementation((path: string) => {
    if (!path.startsWith('/api/customers/lookup')) return new Promise(() => {})
    return customer instanceof Error ? Promise.reject(customer) : Promise.resolve(customer)
  })
  vi.mocked(api.post).mockReset()
  vi.mocked(api.post).mockImplementation(async (path: string, body?: unknown) => post(path, body as never) as never)
  const { queryClient } = renderAdmin(<NewOrderPage />)
  queryClient.setQueryData(dateQueries.open().queryKey, [day(2, '2026-11-28', 0)])
  queryClient.setQueryData(settingsQueries.shop().queryKey, {
    timeZone: 'America/Merida',
    bankClabe: '002180000118359710',
    bakingDays: EVERY_DAY,
  } as never)
  queryClient.setQueryData(productQueries.list().queryKey, products as never)
  queryClient.setQueryData(paymentQueries.config().queryKey, cardPayments(true))
  return queryClient
}

/** Finds the customer by `number` (or, unknown, adds them as `newName`) and adds one Baguette for Saturday 28. */
async function startOrder(number: string, newName?: string) {
  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: number } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  if (newName) fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: newName } })
  fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
}

const UNKNOWN_NUMBER = new ApiError(404, 'Customer not found', 'not_found')

/** The server of a new customer's order: it refuses an order for a full day or without an address. */
function refuseFullOrAddressless(fullDays: string[]) {
  return (_path: string, body: NewOrder) => {
    if (fullDays.includes(body.order.pickupDate)) {
      throw new ApiError(409, 'Full', 'date_full', [{ path: 'order.pickupDate', message: 'day_full' }], 'date_fully_booked')
    }
    if (body.order.isDelivery && !body.order.deliveryAddress) {
      const refused = [{ path: 'order.deliveryAddress', message: 'delivery_address_required' }]
      throw new ApiError(400, 'A delivery needs an address', 'validation', refused, 'delivery_address_required')
    }
    return { ...anOrder(38), accessToken: 't', staffOverrides: [] }
  }
}

it('offers the bakery’s today in the evening, when the browser’s UTC date is already the next day', async () => {
  // 20:00 on Friday 27 November in Mérida is 02:00 on the 28th in UTC.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T02:00:00Z'))
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  // The page's lists come from the cache below; only the customer lookup answers.
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.resolve(customer) : new Promise(() => {}),
  )
  const { queryClient } = renderAdmin(<NewOrderPage />)
  queryClient.setQueryData(dateQueries.open().queryKey, [day(1, '2026-11-27', 0), day(2, '2026-11-28', 3), day(3, '2026-11-29', 10)])
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida', bakingDays: EVERY_DAY } as never)

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const days = within(await screen.findByRole('combobox', { name: 'Day' }))

  // The 27th is still the bakery's today: a call for this evening is taken. The 26th would be past.
  expect(days.getByRole('option', { name: /November 27/ })).toBeEnabled()
  expect(days.getByRole('option', { name: /November 28 \(7 places left/ })).toBeEnabled()
  expect(days.getByRole('option', { name: /November 29 \(0 places left/ })).toBeDisabled()
})

it('selects the link to copy by hand, and does not say "copied", where the browser gives no clipboard', async () => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
  const order = { ...anOrder(12), accessToken: 'tok-12', staffOverrides: [] } as unknown as PlacedOrder
  renderAdmin(<OrderPlaced order={order} phone="9991234567" onNext={vi.fn()} />)

  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))

  const link = screen.getByRole('textbox', { name: 'Order link for the customer' }) as HTMLInputElement
  await waitFor(() => expect(link).toHaveFocus())
  expect(link.selectionEnd! - link.selectionStart!).toBe(link.value.length)
  expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
})

it('opens WhatsApp on the customer’s full number when staff typed it the local way', () => {
  const order = { ...anOrder(12), accessToken: 'tok-12', staffOverrides: [] } as unknown as PlacedOrder
  renderAdmin(<OrderPlaced order={order} phone="999 123 4567" onNext={vi.fn()} />)
  expect(screen.getByRole('link', { name: /^Send by WhatsApp\s*\(opens in a new tab\)$/ }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/529991234567\?/,
  )
})

it('gives a card order taken paid its order link, not a link to pay again', () => {
  const order = {
    ...anOrder(12, { paymentMethod: 'card', paymentStatus: 'paid' }),
    accessToken: 'tok-12',
    staffOverrides: [],
  } as unknown as PlacedOrder
  renderAdmin(<OrderPlaced order={order} phone="9991234567" onNext={vi.fn()} />)
  const link = screen.getByRole('textbox', { name: 'Order link for the customer' }) as HTMLInputElement
  expect(link.value).toMatch(/\/order-confirmation\/12\?token=tok-12$/)
  expect(
    decodeURIComponent(screen.getByRole('link', { name: /^Send by WhatsApp\s*\(opens in a new tab\)$/ }).getAttribute('href') ?? ''),
  ).not.toMatch(/pay/i)
})

it('forgets the WhatsApp consent ticked for one number when staff change the number', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.resolve(customer) : new Promise(() => {}),
  )
  renderAdmin(<NewOrderPage />)
  const phone = screen.getByLabelText('Customer phone')
  fireEvent.change(phone, { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const consent = await screen.findByRole('checkbox', { name: 'The customer agreed to updates about this order by WhatsApp' })
  fireEvent.click(consent)
  expect(consent).toBeChecked()

  fireEvent.change(phone, { target: { value: '9997654321' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  expect(await screen.findByRole('checkbox', { name: 'The customer agreed to updates about this order by WhatsApp' })).not.toBeChecked()
})

it('places the order once when staff retry after the answer was lost', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'))
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.resolve(customer) : new Promise(() => {}),
  )
  vi.mocked(api.post)
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce({ ...anOrder(31), accessToken: 't', staffOverrides: [] })
  const { queryClient } = renderAdmin(<NewOrderPage />)
  queryClient.setQueryData(dateQueries.open().queryKey, [day(2, '2026-11-28', 0)])
  queryClient.setQueryData(settingsQueries.shop().queryKey, { timeZone: 'America/Merida', bakingDays: EVERY_DAY } as never)
  queryClient.setQueryData(productQueries.list().queryKey, [BAGUETTE] as never)

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
  // This customer reads English: the order's messages and pay link follow.
  fireEvent.change(screen.getByRole('combobox', { name: 'Messages in' }), { target: { value: 'en' } })
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
  await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1))
  expect(vi.mocked(api.post).mock.calls[0]?.[1]).toMatchObject({ order: { language: 'en', customerId: 5 } })
  await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled())
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  expect(await screen.findByText(/Order #31/)).toBeVisible()
  const keys = vi.mocked(api.post).mock.calls.map(([, , headers]) => headers?.['idempotency-key'])
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/.{16,}/)
  expect(keys[1]).toBe(keys[0])
})

it('says when the customer could not be looked up, instead of doing nothing', async () => {
  vi.mocked(api.get).mockImplementation((path: string) =>
    path.startsWith('/api/customers/lookup') ? Promise.reject(new ApiError(500, 'Something went wrong')) : new Promise(() => {}),
  )
  renderAdmin(<NewOrderPage />)
  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  expect(await screen.findByText('The customer could not be looked up')).toBeVisible()
})

it('says at once that a mistyped number is no phone, rather than taking it as a new customer', async () => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
  renderAdmin(<NewOrderPage />)
  const phone = screen.getByLabelText('Customer phone')
  fireEvent.change(phone, { target: { value: '999-123-456' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'))
  expect(phone).toHaveAccessibleDescription(/phone/i)
  expect(screen.queryByText(/New customer/)).not.toBeInTheDocument()
  expect(api.get).not.toHaveBeenCalledWith(expect.stringContaining('/api/customers/lookup'))
  // Typing again clears it.
  fireEvent.change(phone, { target: { value: '999 123 4567' } })
  expect(phone).not.toHaveAttribute('aria-invalid', 'true')
})

it('reads the catalogue and the days again when the order is refused, and reprices the lines staff added', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'))
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  const baguette = (price: number) => ({ ...BAGUETTE, price })
  // What the server holds: another device changes the price and fills a day once the page has read them.
  let server = { products: [baguette(45)], dates: [day(2, '2026-11-28', 0), day(3, '2026-11-29', 0)] }
  vi.mocked(api.get).mockReset()
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path.startsWith('/api/customers/lookup')) return customer
    if (path === '/api/products') return server.products
    if (path === '/api/available-dates') return server.dates
    if (path === '/api/settings') return { timeZone: 'America/Merida', bakingDays: EVERY_DAY }
    return new Promise(() => {})
  })
  vi.mocked(api.post).mockReset()
  vi.mocked(api.post)
    .mockRejectedValueOnce(new ApiError(400, 'The price changed', 'validation', [{ path: 'items.0.price', message: 'The price changed' }]))
    .mockResolvedValueOnce({ ...anOrder(32), accessToken: 't', staffOverrides: [] })
  const { queryClient } = renderAdmin(<NewOrderPage />)
  // The app-wide cache still holds what another tab read earlier.
  queryClient.setQueryData(productQueries.list().queryKey, [baguette(40)] as never)
  queryClient.setQueryData(dateQueries.open().queryKey, [day(2, '2026-11-28', 5), day(3, '2026-11-29', 5)])

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const days = within(await screen.findByRole('combobox', { name: 'Day' }))
  // Read fresh on opening the page, not from the cache.
  expect(await days.findByRole('option', { name: /November 29 \(10 places left/ })).toBeEnabled()
  await waitFor(() => expect(screen.getByRole('option', { name: 'Baguette' })).toBeInTheDocument())
  fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  await waitFor(() => expect(queryClient.getQueryData(productQueries.list().queryKey)).toEqual([baguette(45)]))
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })

  server = { products: [baguette(50)], dates: [day(2, '2026-11-28', 1), day(3, '2026-11-29', 10)] }
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
  await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1))
  expect(vi.mocked(api.post).mock.calls[0]?.[1]).toMatchObject({ items: [{ productId: 3, price: 45 }] })

  // The refusal reads the days and the catalogue again: the filled day shows full, the line is at today's price.
  expect(await days.findByRole('option', { name: /November 29 \(0 places left/ })).toBeDisabled()
  const items = within(screen.getByRole('list', { name: 'Items' }))
  await waitFor(() => expect(items.getByText(/50\.00/)).toBeInTheDocument())
  await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled())
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
  await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2))
  expect(vi.mocked(api.post).mock.calls[1]?.[1]).toMatchObject({ items: [{ productId: 3, quantity: 1, price: 50 }] })
}, 20_000)

it('places the order only from its button, not when staff press Enter in a field', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  renderAtMorning(customer, () => ({ ...anOrder(33), accessToken: 't', staffOverrides: [] }))

  await userEvent.type(screen.getByLabelText('Customer phone'), '9991234567{Enter}')
  fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
  fireEvent.change(screen.getByRole('combobox', { name: 'Pickup or delivery' }), { target: { value: 'delivery' } })

  await userEvent.type(screen.getByLabelText('Customer phone'), '{Enter}')
  await userEvent.type(screen.getByRole('textbox', { name: /Delivery address/ }), 'Calle 60{Enter}')
  expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled()
  expect(api.post).not.toHaveBeenCalled()

  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByText(/Order #33/)).toBeVisible()
  expect(api.post).toHaveBeenCalledTimes(1)
}, 20_000)

it('offers to send the order by WhatsApp to the found customer’s WhatsApp number, as the automatic messages do', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', whatsapp: '+529998887766', email: '' }
  renderAtMorning(customer, () => ({ ...anOrder(34), accessToken: 't', staffOverrides: [] }))

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '999 123 4567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  const link = await screen.findByRole('link', { name: /^Send by WhatsApp\s*\(opens in a new tab\)$/ })
  expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/529998887766\?/)
}, 20_000)

it('lets staff add a new customer with a number that is only another customer’s WhatsApp', async () => {
  const wife = { id: 5, name: 'Rosa Pech', phone: '+529991112233', whatsapp: '+529994445566', email: '', matchedOn: 'whatsapp' }
  renderAtMorning(wife, () => ({ ...anOrder(35), accessToken: 't', staffOverrides: [] }))

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9994445566' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  expect(await screen.findByText(/This number is the WhatsApp of Rosa Pech/)).toBeVisible()
  expect(screen.queryByText(/customer found/)).not.toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'New customer with this number' }))
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Juan Pech' } })
  fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  expect(await screen.findByText(/Order #35/)).toBeVisible()
  // The form went away with the button pressed: focus is on what replaced it, not lost to the page.
  expect(screen.getByRole('heading', { level: 1, name: /Order #35/ })).toHaveFocus()
  // One request: the server adds Juan with his order, or neither.
  expect(vi.mocked(api.post).mock.calls).toHaveLength(1)
  const [path, body] = vi.mocked(api.post).mock.calls[0] ?? []
  expect(path).toBe('/api/orders')
  expect(body).toMatchObject({ newCustomer: { name: 'Juan Pech', phone: '9994445566', email: '' }, order: { customerId: undefined } })
}, 20_000)

it('keeps how a customer paid when staff mark the order already paid', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  renderAtMorning(customer, () => ({ ...anOrder(34), accessToken: 't', staffOverrides: [] }))

  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
  fireEvent.change(screen.getByRole('combobox', { name: 'How they pay' }), { target: { value: 'bank_transfer' } })
  fireEvent.click(screen.getByRole('checkbox', { name: 'Already paid' }))
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1))
  expect(vi.mocked(api.post).mock.calls[0]?.[1]).toMatchObject({ order: { paymentMethod: 'bank_transfer', paymentStatus: 'paid' } })
})

it('keeps the server’s reason under its own line when staff remove a line above it', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  const refused = [{ path: 'items.1.quantity', message: 'Only 2 Conchas left' }]
  const products = [BAGUETTE, { ...BAGUETTE, id: 4, name: 'Concha' }, { ...BAGUETTE, id: 5, name: 'Bolillo' }]
  renderAtMorning(
    customer,
    () => {
      throw new ApiError(409, 'Only 2 Conchas left', 'conflict', refused)
    },
    products,
  )
  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const productBox = await screen.findByRole('combobox', { name: 'Product' })
  for (const product of products) {
    fireEvent.change(productBox, { target: { value: String(product.id) } })
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  }
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-11-28' } })
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  const line = (name: string) => screen.getByText(`1 × ${name}`).closest('li') as HTMLElement
  expect(await within(line('Concha')).findByText('Only 2 Conchas left')).toBeVisible()
  fireEvent.click(screen.getByRole('button', { name: 'Remove Baguette' }))
  expect(within(line('Concha')).getByText('Only 2 Conchas left')).toBeVisible()
  expect(within(line('Bolillo')).queryByText('Only 2 Conchas left')).toBeNull()
}, 20_000)

it('says "1 place left" for a day with one place, in English and in Spanish', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  const queryClient = renderAtMorning(customer, () => ({}))
  queryClient.setQueryData(dateQueries.open().queryKey, [day(2, '2026-11-28', 9), day(3, '2026-12-01', 8)])
  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const days = within(await screen.findByRole('combobox', { name: 'Day' }))
  expect(days.getByRole('option', { name: /November 28 \(1 place left\)/ })).toBeEnabled()
  expect(days.getByRole('option', { name: /December 1 \(2 places left\)/ })).toBeEnabled()

  await switchLanguage('es')
  expect(await days.findByRole('option', { name: /28.*\(queda 1 lugar\)/ })).toBeEnabled()
  expect(days.getByRole('option', { name: /1.*\(quedan 2 lugares\)/ })).toBeEnabled()
})

it('does not offer a card pay link while the shop takes no card payments, unless staff took the card paid', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  // As the server answers a card order it cannot take payment for.
  const queryClient = renderAtMorning(customer, () => {
    const refused = [{ path: 'order.paymentMethod', message: 'card_unavailable_short' }]
    throw new ApiError(503, 'Card payment is not available at the moment', 'payments_unavailable', refused, 'card_unavailable')
  })
  queryClient.setQueryData(paymentQueries.config().queryKey, cardPayments(false))
  await startOrder('9991234567')

  const card = screen.getByRole('option', { name: 'Card (send a pay link)' })
  expect(card).toBeDisabled()
  expect(screen.getByRole('combobox', { name: 'How they pay' })).toHaveAccessibleDescription(/Card payments are not set up/)
  // A card taken at the counter's terminal never goes through the shop's card payments.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Already paid' }))
  expect(card).toBeEnabled()
  fireEvent.change(screen.getByRole('combobox', { name: 'How they pay' }), { target: { value: 'card' } })
  fireEvent.click(screen.getByRole('checkbox', { name: 'Already paid' }))
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  expect(await screen.findByText('Card payment is not available at the moment')).toBeVisible()
  expect(screen.getByRole('combobox', { name: 'How they pay' })).toBeInvalid()
})

it('offers the card pay link when the shop takes card payments', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  renderAtMorning(customer, () => ({ ...anOrder(37), accessToken: 't', staffOverrides: [] }))
  await startOrder('9991234567')
  expect(screen.getByRole('option', { name: 'Card (send a pay link)' })).toBeEnabled()
  expect(screen.getByRole('combobox', { name: 'How they pay' })).not.toHaveAccessibleDescription(/not set up/)
})

it('says under the address when the server refuses a new customer’s delivery without one, then places it', async () => {
  renderAtMorning(UNKNOWN_NUMBER, refuseFullOrAddressless([]))
  await startOrder('9990001111', 'Juan Pech')
  fireEvent.change(screen.getByRole('combobox', { name: 'Pickup or delivery' }), { target: { value: 'delivery' } })
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  const address = screen.getByRole('textbox', { name: 'Delivery address' })
  await waitFor(() => expect(address).toHaveAccessibleDescription('A delivery needs an address'))
  expect(address).toBeInvalid()

  fireEvent.change(address, { target: { value: 'Calle 60 #491, Centro' } })
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByText(/Order #38/)).toBeVisible()
  expect(vi.mocked(api.post).mock.calls.map(([path]) => path)).toEqual(['/api/orders', '/api/orders'])
}, 20_000)

it('says under the day when the server refuses a day that filled up since staff chose it', async () => {
  const queryClient = renderAtMorning(UNKNOWN_NUMBER, refuseFullOrAddressless(['2026-11-28']))
  await startOrder('9990001111', 'Juan Pech')
  // The days read again (another device took the last place) show Saturday full.
  queryClient.setQueryData(dateQueries.open().queryKey, [day(2, '2026-11-28', 10)])
  await waitFor(() => expect(screen.getByRole('option', { name: /November 28 \(0 places left\)/ })).toBeDisabled())
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }))

  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Day' })).toHaveAccessibleDescription('This day is fully booked'))
})

it('keeps "Place order" off until a day is chosen, and says so', async () => {
  renderAtMorning(UNKNOWN_NUMBER, refuseFullOrAddressless([]))
  await startOrder('9990001111', 'Juan Pech')
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '' } })
  expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Place order' })).toHaveAccessibleDescription('Choose the day of the order.')
})

it('says a product chosen in the list is in the order only once added', async () => {
  renderAtMorning(UNKNOWN_NUMBER, refuseFullOrAddressless([]))
  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9990001111' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  fireEvent.change(await screen.findByRole('combobox', { name: 'Product' }), { target: { value: '3' } })
  const place = screen.getByRole('button', { name: 'Place order' })
  expect(place).toBeDisabled()
  expect(place).toHaveAccessibleDescription('Add at least one item: choose it, then press “Add item”.')
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  expect(place).toHaveAccessibleDescription('Choose the day of the order.')
})

it('does not offer a day the shop does not bake, or one an item is not made, even though staff opened it', async () => {
  const customer = { id: 5, name: 'Lucía Pech', phone: '+529991234567', email: '' }
  const croissant = { ...BAGUETTE, id: 4, name: 'Croissant', availabilityDays: [6] }
  const queryClient = renderAtMorning(customer, () => ({}), [BAGUETTE, croissant])
  // The shop bakes Tuesday to Saturday.
  queryClient.setQueryData(settingsQueries.shop().queryKey, {
    timeZone: 'America/Merida',
    bankClabe: '002180000118359710',
    bakingDays: [2, 3, 4, 5, 6],
  } as never)
  // Monday 30 (opened by staff, not a baking day), Saturday 28 and Tuesday 1 (baking days).
  queryClient.setQueryData(dateQueries.open().queryKey, [day(2, '2026-11-28', 0), day(3, '2026-11-30', 0), day(4, '2026-12-01', 0)])
  fireEvent.change(screen.getByLabelText('Customer phone'), { target: { value: '9991234567' } })
  fireEvent.click(screen.getByRole('button', { name: 'Find customer' }))
  const days = within(await screen.findByRole('combobox', { name: 'Day' }))
  expect(days.getByRole('option', { name: 'Monday, November 30 (we don’t bake that day)' })).toBeDisabled()
  expect(days.getByRole('option', { name: /December 1 \(10 places left\)/ })).toBeEnabled()

  // Croissants are made on Saturdays only.
  fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: '4' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
  expect(days.getByRole('option', { name: 'Tuesday, December 1 (an item is not made that day)' })).toBeDisabled()
  expect(days.getByRole('option', { name: /November 28 \(10 places left\)/ })).toBeEnabled()
})

it('reads back the saved address a delivery left empty goes to, so staff can check it with the caller', async () => {
  const customer = {
    id: 5,
    name: 'Lucía Pech',
    phone: '+529991234567',
    email: '',
    address: null,
    streetAddress: 'Calle 60 #491',
    colonia: 'Centro',
    city: 'Mérida',
    state: 'Yucatán',
    postalCode: '97000',
    additionalInfo: 'Casa azul',
    matchedOn: 'phone',
  }
  renderAtMorning(customer, refuseFullOrAddressless([]))
  await startOrder('9991234567')
  fireEvent.change(screen.getByRole('combobox', { name: 'Pickup or delivery' }), { target: { value: 'delivery' } })
  expect(await screen.findByText('Empty: delivered to Calle 60 #491, Centro, Mérida, Yucatán, 97000 · Casa azul')).toBeVisible()
})

it('says when a found customer has no saved address to deliver to', async () => {
  renderAtMorning({ id: 6, name: 'Ana Poot', phone: '+529991234568', email: '', matchedOn: 'phone' }, refuseFullOrAddressless([]))
  await startOrder('9991234568')
  fireEvent.change(screen.getByRole('combobox', { name: 'Pickup or delivery' }), { target: { value: 'delivery' } })
  expect(await screen.findByText('No saved address: type where to deliver')).toBeVisible()
})
