import '@testing-library/jest-dom/vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../domain/orders/order-schemas'
import { api } from '../../lib/api-client'
import type { OrderMessage } from '../../lib/queries/messages'
import { QUEUED_MESSAGE_POLL_MS } from '../../lib/queries/messages'
import { AdminOrdersPage } from './admin-orders-page'
import { anOrder, orderListResponse, renderAdmin } from './admin-test-harness'
import { SEARCH_DEBOUNCE_MS } from './use-search-in-address'

// The list's pages go through the real api.getPage (over the stubbed fetch below, which carries X-Total-Count).
vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } }
})

const fetchMock = vi.fn<typeof fetch>()
/** The order list lives on the server: each answer is one page of ten and the header with the total. */
let listAnswer: (url: URL) => Response

const ordersRequested = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test')).filter((url) => url.pathname === '/api/orders')

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  fetchMock.mockImplementation(async (input) => listAnswer(new URL(String(input), 'http://shop.test')))
  vi.stubGlobal('fetch', fetchMock)
  vi.mocked(api.get).mockImplementation(async (url) => (url === '/api/whatsapp/status' ? { configured: true } : []))
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  for (const call of [api.get, api.post]) vi.mocked(call).mockReset()
})

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
const pageOf = (first: number, count: number) => Array.from({ length: count }, (_, i) => anOrder(first - i))

describe('the staff order list', () => {
  it('shows the first ten orders and how many there are in all', async () => {
    listAnswer = () => orderListResponse(pageOf(230, 10), 230)
    renderAdmin(<AdminOrdersPage />)
    expect(await screen.findByText('230 orders')).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(10)
    expect(screen.getByText('Page 1 of 23')).toBeVisible()
    expect(ordersRequested().map((url) => url.search)).toEqual(['?limit=10&page=1'])
  })

  it('lists the cancelled orders whose payment is still to give back, also from a link', async () => {
    listAnswer = () => orderListResponse([anOrder(9, { status: 'cancelled', paymentStatus: 'paid' })], 1)
    renderAdmin(<AdminOrdersPage />, { at: '/admin/orders?payment=refund_due' })
    expect(await screen.findByText('1 order')).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('refund_due')
    expect(ordersRequested().map((url) => url.search)).toEqual(['?limit=10&page=1&refundDue=true'])
  })

  it('shows each line with what to bake: format, pack, size, flavour and the line’s note', async () => {
    const item = (id: number, productName: string, price: number, customizations: Record<string, string>) => ({
      id,
      orderId: 7,
      productId: id,
      productName,
      productNameEs: null,
      quantity: 2,
      price,
      customizations,
    })
    const order = anOrder(7, {
      items: [
        item(1, 'Artisan Sourdough', 160, { breadFormat: 'sliced', specialInstructions: 'No nuts please' }),
        item(2, 'Weekly Special', 150, { quantity: '3', priceTier: '3 for $150' }),
        item(3, 'Chocolate Celebration Cake', 450, { size: '8"', flavor: 'Vanilla' }),
      ],
    })
    listAnswer = () => orderListResponse([order], 1)
    renderAdmin(<AdminOrdersPage />)
    const card = await screen.findByRole('article')
    for (const text of ['Format: Sliced', 'Note: No nuts please', 'Pack: 3 for $150 MXN', 'Size: 8" (20 cm)', 'Flavor: Vanilla']) {
      expect(within(card).getByText(text)).toBeVisible()
    }
  })

  it('pages through every order on the server, ten at a time', async () => {
    listAnswer = (url) => orderListResponse(pageOf(230 - (Number(url.searchParams.get('page')) - 1) * 10, 10), 230)
    renderAdmin(<AdminOrdersPage />)
    await screen.findByText('230 orders')
    await user().click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('article', { name: /^Order #220 / })).toBeVisible()
    expect(screen.getByText('Page 2 of 23')).toBeVisible()
    expect(ordersRequested().at(-1)?.searchParams.get('page')).toBe('2')
  })

  it('asks the server once the typing pauses, and a new search starts at page 1', async () => {
    listAnswer = (url) => (url.searchParams.get('q') === '#12' ? orderListResponse([anOrder(12)], 1) : orderListResponse(pageOf(230, 10), 230))
    renderAdmin(<AdminOrdersPage />)
    await screen.findByText('230 orders')
    await user().click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 23')
    const before = ordersRequested().length

    await user().type(screen.getByRole('searchbox', { name: 'Search' }), '#12')
    expect(ordersRequested()).toHaveLength(before)
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(await screen.findByText('1 order')).toBeVisible()
    expect(screen.getByRole('article', { name: /^Order #12 / })).toBeVisible()
    expect(
      ordersRequested()
        .slice(before)
        .map((url) => url.search),
    ).toEqual(['?limit=10&page=1&q=%2312'])
  })

  it('keeps its search in the address: a link or a refresh opens the page searched', async () => {
    listAnswer = (url) => (url.searchParams.get('q') === '#12' ? orderListResponse([anOrder(12)], 1) : orderListResponse(pageOf(230, 10), 230))
    renderAdmin(<AdminOrdersPage />, { at: '/admin/orders?q=%2312' })
    expect(await screen.findByRole('article', { name: /^Order #12 / })).toBeVisible()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('#12')

    await user().clear(screen.getByRole('searchbox', { name: 'Search' }))
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'Ana')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await waitFor(() => expect(window.location.search).toBe('?q=Ana'))
    expect(window.location.pathname).toBe('/admin/orders')
  })

  it('says when nothing matches', async () => {
    listAnswer = (url) => (url.searchParams.has('q') ? orderListResponse([], 0) : orderListResponse(pageOf(3, 3), 3))
    renderAdmin(<AdminOrdersPage />)
    await screen.findByText('3 orders')
    await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody')
    expect(await screen.findByText('No orders found')).toBeVisible()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('shows that the list failed to load when the server refuses', async () => {
    listAnswer = () => new Response(JSON.stringify({ message: 'Please sign in as staff to do this', errors: [] }), { status: 401 })
    renderAdmin(<AdminOrdersPage />)
    expect(await screen.findByText('Could not load this list. Please reload the page.')).toBeVisible()
  })
})

describe('the WhatsApp indicator of an order', () => {
  const message = (status: OrderMessage['status']): OrderMessage => ({
    id: 7,
    orderId: 5,
    kind: 'text',
    phone: '+529991234567',
    body: 'Your order is being reviewed',
    status,
    at: '2026-11-22T10:00:05.000Z',
    attempts: 1,
    providerMessageId: status === 'sent' ? 'wamid.1' : null,
    lastError: null,
    automatic: false,
    sentByHand: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    sentAt: status === 'sent' ? '2026-11-22T10:00:05.000Z' : null,
  })
  /** GET /api/orders/5 as staff read it: the order with its WhatsApp conversation. */
  const detail = (messages: OrderMessage[]) => ({
    ...anOrder(5),
    whatsappMessages: messages,
    whatsappReplies: [],
    whatsappOptedOutAt: null,
    whatsappWindowEndsAt: null,
  })

  it('turns to sent once the outbox has sent the message, and the outbox is no longer asked after that', async () => {
    let order: Order = anOrder(5, { customer: null, language: 'en' })
    let outbox: OrderMessage[] = []
    listAnswer = () => orderListResponse([order], 1)
    vi.mocked(api.get).mockImplementation(async (url) => (url === '/api/whatsapp/status' ? { configured: true } : detail(outbox)))
    vi.mocked(api.post).mockImplementation(async () => {
      outbox = [message('queued')]
      return outbox[0]
    })
    renderAdmin(<AdminOrdersPage />)
    const card = await screen.findByRole('article', { name: /^Order #5 / })
    expect(within(card).getByText('No WhatsApp notification sent')).toBeVisible()

    await user().click(within(card).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Message sent')).toBeVisible()
    expect(api.post).toHaveBeenCalledWith('/api/whatsapp/send', { orderId: 5, message: 'Your order is being reviewed' })
    expect(within(card).getByText('No WhatsApp notification sent')).toBeVisible()

    // The worker sends it a moment later and marks the order.
    outbox = [message('sent')]
    order = { ...order, whatsappSent: true }
    await act(() => vi.advanceTimersByTimeAsync(QUEUED_MESSAGE_POLL_MS))
    expect(await within(card).findByText('WhatsApp notification sent')).toBeVisible()

    const outboxAsked = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === '/api/orders/5').length
    const asked = outboxAsked()
    await act(() => vi.advanceTimersByTimeAsync(QUEUED_MESSAGE_POLL_MS * 3))
    expect(outboxAsked()).toBe(asked)
  })

  it('sends a failed message again with the same text', async () => {
    const failed = { ...message('failed'), body: 'Tu pedido está listo', lastError: 'Recipient phone number not in allowed list' }
    listAnswer = () => orderListResponse([anOrder(5, { language: 'en' })], 1)
    vi.mocked(api.get).mockImplementation(async (url) => (url === '/api/whatsapp/status' ? { configured: true } : detail([failed])))
    vi.mocked(api.post).mockResolvedValue({ ...failed, id: 8, status: 'queued', lastError: null })
    renderAdmin(<AdminOrdersPage />)
    const card = await screen.findByRole('article', { name: /^Order #5 / })
    await user().click(within(card).getByText('Message history'))
    const entry = (await within(card).findByText('Recipient phone number not in allowed list')).closest('li') as HTMLElement
    await user().click(within(entry).getByRole('button', { name: 'Send again' }))
    expect(api.post).toHaveBeenCalledWith('/api/whatsapp/send', { orderId: 5, message: 'Tu pedido está listo' })
    expect(await screen.findByText('Message sent')).toBeVisible()
    expect(within(card).getByLabelText(/^WhatsApp message for order #5/)).toHaveValue('Your order is being reviewed')
  })

  it('writes to the customer in the language they ordered in, whatever language staff read', async () => {
    listAnswer = () => orderListResponse([anOrder(5, { language: 'es', status: 'confirmed' })], 1)
    renderAdmin(<AdminOrdersPage />)
    const card = await screen.findByRole('article', { name: /^Order #5 / })
    const box = within(card).getByLabelText(/^WhatsApp message for order #5 \(in Spanish/)
    await waitFor(() => expect(box).toHaveValue('¡Hola! Tu pedido está confirmado'))
  })

  it('shows the server’s reason when a message cannot be sent', async () => {
    const { ApiError } = await import('../../lib/api-client')
    listAnswer = () => orderListResponse([anOrder(5)], 1)
    vi.mocked(api.post).mockRejectedValue(new ApiError(400, 'This customer has no valid WhatsApp number'))
    renderAdmin(<AdminOrdersPage />)
    const card = await screen.findByRole('article', { name: /^Order #5 / })
    await user().click(within(card).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Send failed')).toBeVisible()
    expect(screen.getByText('This customer has no valid WhatsApp number')).toBeVisible()
  })
})
