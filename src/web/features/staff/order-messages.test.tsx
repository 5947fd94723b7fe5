import '@testing-library/jest-dom/vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Customer } from '../../../domain/customers/customer-schemas'
import type { OrderConversation } from '../../../domain/shop/whatsapp-messages'
import { switchLanguage } from '../../i18n/i18n'
import { api, refusalOf } from '../../lib/api-client'
import { anOrder, renderAdmin } from './admin-test-harness'
import { OrderCard } from './order-card'
import { OrderMessages } from './order-messages'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } }
})

const customer: Customer = {
  id: 5,
  name: 'Elena Ruiz',
  email: 'elena@example.mx',
  phone: '+529991112233',
  whatsapp: '+529994445566',
  address: null,
  streetAddress: null,
  colonia: null,
  city: null,
  state: null,
  postalCode: null,
  additionalInfo: null,
  createdAt: '2026-11-20T15:00:00.000Z',
}
const order = anOrder(5, { customer, language: 'en', total: 310, status: 'ready' })
const settings = { shopAddress: 'Calle 60 #491, Centro', bankName: '', bankClabe: '', whatsappNumber: '+529991234567', timeZone: 'America/Merida' }
const noConversation: OrderConversation = { whatsappMessages: [], whatsappReplies: [], whatsappOptedOutAt: null, whatsappWindowEndsAt: null }

function answer({ configured, conversation = noConversation }: { configured: boolean; conversation?: OrderConversation }) {
  vi.mocked(api.get).mockImplementation(async (url) => {
    if (url === '/api/whatsapp/status') return { configured }
    if (url === '/api/settings') return settings
    if (url === '/api/orders/5') return { ...order, ...conversation }
    throw new Error(`unexpected ${url}`)
  })
}

beforeEach(() => switchLanguage('es'))
afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
})

describe('the WhatsApp box of an order', () => {
  it('offers the templates filled in with the order’s details in the customer’s language, and sends one as a template', async () => {
    answer({ configured: true })
    vi.mocked(api.post).mockResolvedValue({})
    renderAdmin(<OrderMessages order={order} />)
    const user = userEvent.setup()
    const picker = screen.getByRole('combobox', { name: 'Plantilla' })
    await waitFor(() => expect(picker).toBeEnabled())
    await user.selectOptions(picker, 'Listo para recoger')
    const box = screen.getByLabelText(/^Mensaje de WhatsApp para el pedido #5/)
    expect((box as HTMLTextAreaElement).value).toMatch(/^Hello, Elena! Your order #5 is ready for pickup\.\nWhere: Calle 60 #491, Centro\n/)
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(api.post).toHaveBeenCalledWith('/api/whatsapp/send', { orderId: 5, template: 'ready' })

    // Edited, it is staff's own text.
    await user.selectOptions(picker, 'Pedido confirmado')
    await user.type(box, ' See you!')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(api.post).toHaveBeenLastCalledWith('/api/whatsapp/send', { orderId: 5, message: expect.stringMatching(/See you!$/) })
  })

  it('on the order card, follows the order’s status until staff type, and keeps what they typed when the status changes', async () => {
    answer({ configured: true })
    const box = () => screen.getByLabelText(/^Mensaje de WhatsApp para el pedido #5/) as HTMLTextAreaElement
    const { rerender } = renderAdmin(<OrderCard order={order} />)
    await waitFor(() => expect(box().value).toBe('Your order is ready for pickup'))
    rerender(<OrderCard order={{ ...order, status: 'completed' }} />)
    await waitFor(() => expect(box().value).toBe('Your order has been completed'))

    await userEvent.clear(box())
    await userEvent.type(box(), 'We kept a loaf aside for you')
    rerender(<OrderCard order={{ ...order, status: 'cancelled' }} />)
    expect(box().value).toBe('We kept a loaf aside for you')
  })

  it('without the Cloud API, opens the customer’s chat with the prepared text and records it when staff mark it sent', async () => {
    answer({ configured: false })
    vi.mocked(api.post).mockResolvedValue({})
    renderAdmin(<OrderMessages order={order} />)
    const user = userEvent.setup()
    const picker = screen.getByRole('combobox', { name: 'Plantilla' })
    await waitFor(() => expect(picker).toBeEnabled())
    await user.selectOptions(picker, 'Pedido confirmado')
    const link = await screen.findByRole('link', { name: /^Abrir en WhatsApp/ })
    const url = new URL(link.getAttribute('href') ?? '')
    expect(url.origin + url.pathname).toBe('https://wa.me/529994445566')
    expect(url.searchParams.get('text')).toMatch(/^Hello, Elena! Your order #5 is confirmed\./)
    await user.click(screen.getByRole('button', { name: 'Marcar como enviado' }))
    expect(api.post).toHaveBeenCalledWith('/api/whatsapp/mark-sent', { orderId: 5, template: 'confirmed' })
    expect(await screen.findByText('Marcado como enviado')).toBeVisible()
  })

  it('without the Cloud API, a message staff send stays in the box: the chat link and Mark as sent carry it', async () => {
    answer({ configured: false })
    vi.mocked(api.post).mockResolvedValue({})
    renderAdmin(<OrderMessages order={order} />)
    const user = userEvent.setup()
    const box = screen.getByRole('textbox')
    await waitFor(() => expect(box).not.toHaveValue(''))
    await user.clear(box)
    await user.type(box, 'We kept a loaf aside for you')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Mensaje en espera')).toBeVisible()
    expect(api.post).toHaveBeenCalledWith('/api/whatsapp/send', { orderId: 5, message: 'We kept a loaf aside for you' })
    expect(box).toHaveValue('We kept a loaf aside for you')
    const link = screen.getByRole('link', { name: /^Abrir en WhatsApp/ })
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe('We kept a loaf aside for you')
    await user.click(screen.getByRole('button', { name: 'Marcar como enviado' }))
    expect(api.post).toHaveBeenLastCalledWith('/api/whatsapp/mark-sent', { orderId: 5, message: 'We kept a loaf aside for you' })
  })

  it('shows each message with what WhatsApp reported, and what the customer wrote back', async () => {
    answer({
      configured: true,
      conversation: {
        ...noConversation,
        whatsappMessages: [
          {
            id: 9,
            orderId: 5,
            kind: 'received',
            phone: '+529994445566',
            body: 'Thank you, Elena!',
            status: 'delivered',
            at: '2026-11-22T10:01:00.000Z',
            attempts: 1,
            providerMessageId: 'wamid.9',
            lastError: null,
            automatic: true,
            sentByHand: false,
            createdAt: '2026-11-22T10:00:00.000Z',
            sentAt: '2026-11-22T10:00:02.000Z',
          },
        ],
        whatsappReplies: [{ id: 1, phone: '+529994445566', body: '¿Puedo pasar a las 10?', at: '2026-11-22T11:00:00.000Z' }],
      },
    })
    renderAdmin(<OrderMessages order={order} />)
    await userEvent.setup().click(screen.getByText('Historial de mensajes'))
    const entries = await screen.findAllByRole('listitem')
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Cliente.*¿Puedo pasar a las 10\?$/),
      expect.stringMatching(/^Entregado.*Pedido recibido.*automático.*Thank you, Elena!$/),
    ])
    expect(within(entries[1] as HTMLElement).getByText('Entregado')).toBeVisible()
  })

  it('shows a refusal outside the 24-hour window as a failure in the staff’s language, never as sent', async () => {
    answer({ configured: true })
    const refusal = { message: 'WhatsApp only delivers your own words…', code: 'conflict', key: 'whatsapp_window_closed', errors: [] }
    vi.mocked(api.post).mockRejectedValue(refusalOf(409, refusal))
    renderAdmin(<OrderMessages order={order} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Mensaje de WhatsApp para el pedido #5/), ' See you at 10')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('No se pudo enviar')).toBeVisible()
    expect(screen.getByText(/^WhatsApp solo entrega tu propio texto dentro de las 24 horas/)).toBeVisible()
    expect(screen.queryByText('Mensaje enviado')).toBeNull()

    // The box now holds the template for where the order stands (ready for pickup), which WhatsApp delivers.
    const box = screen.getByLabelText(/^Mensaje de WhatsApp para el pedido #5/) as HTMLTextAreaElement
    expect(box.value).toContain('Your order #5 is ready for pickup.')
    vi.mocked(api.post).mockResolvedValue({})
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(api.post).toHaveBeenLastCalledWith('/api/whatsapp/send', { orderId: 5, template: 'ready' })
  })

  it('does not claim a message sent while it is not known whether WhatsApp is configured', async () => {
    vi.mocked(api.get).mockImplementation(async (url) => {
      if (url === '/api/whatsapp/status') return new Promise(() => {})
      if (url === '/api/settings') return settings
      throw new Error(`unexpected ${url}`)
    })
    vi.mocked(api.post).mockResolvedValue({})
    renderAdmin(<OrderMessages order={order} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Mensaje de WhatsApp para el pedido #5/), 'See you at 10')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Mensaje guardado')).toBeVisible()
    expect(screen.queryByText('Mensaje enviado')).toBeNull()
  })
})
