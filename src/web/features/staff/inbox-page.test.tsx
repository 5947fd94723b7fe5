import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api, refusalOf } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { InboxPage } from './inbox-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), getPage: vi.fn(), patch: vi.fn(), post: vi.fn() } }
})

afterEach(cleanup)

const unfiled = { at: '2026-11-27T15:00:00Z', name: null, answeredAt: null, answers: [], windowEndsAt: null }
const contact = { email: 'ana@example.mx', phone: null, answeredAt: null, createdAt: '2026-11-27T15:00:00Z' }

/** The lists the server pages, each by the start of its address: their rows and how many there are in all. */
function serverLists(lists: { contact?: unknown[]; unfiled?: unknown[]; totals?: { contact?: number; unfiled?: number } }) {
  vi.mocked(api.getPage).mockImplementation(async (path: string) => {
    if (path.startsWith('/api/contact-messages')) return { items: lists.contact ?? [], total: lists.totals?.contact ?? lists.contact?.length ?? 0 }
    if (path.startsWith('/api/whatsapp/replies/unfiled'))
      return { items: lists.unfiled ?? [], total: lists.totals?.unfiled ?? lists.unfiled?.length ?? 0 }
    return { items: [], total: 0 }
  })
}

it('counts every newsletter subscriber, past the 200 a staff list page holds', async () => {
  vi.mocked(api.get).mockResolvedValue([])
  vi.mocked(api.getPage).mockImplementation(async (path: string) =>
    path.startsWith('/api/newsletter-subscribers') ? { items: [{ id: 350 }], total: 350 } : { items: [], total: 0 },
  )
  renderAdmin(<InboxPage />)
  expect(await screen.findByText('350 subscribers')).toBeVisible()
  expect(api.getPage).toHaveBeenCalledWith('/api/newsletter-subscribers?limit=1')
})

it('shows WhatsApp messages about no order, with who wrote and a way to answer', async () => {
  vi.mocked(api.get).mockResolvedValue([])
  serverLists({
    unfiled: [
      { ...unfiled, id: 2, phone: '+529991112233', body: 'Sí, lo quiero', name: 'Ana López' },
      { ...unfiled, id: 1, phone: '+529994445566', body: '¿Hacen envíos?', at: '2026-11-27T14:00:00Z' },
    ],
  })
  renderAdmin(<InboxPage />)
  const section = await screen.findByRole('region', { name: 'WhatsApp messages about no order' })
  expect(section).toHaveTextContent('Ana López')
  expect(section).toHaveTextContent('Sí, lo quiero')
  expect(section).toHaveTextContent('Unknown number')
  expect(section).toHaveTextContent('¿Hacen envíos?')
  const answers = screen.getAllByRole('link', { name: /^Reply by WhatsApp\s*\(opens in a new tab\)$/ }).map((link) => link.getAttribute('href'))
  expect(answers).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/wa\.me\/529991112233/)]))

  // Answered, it is marked so on the server (and greys out when the list comes back).
  vi.mocked(api.patch).mockResolvedValue(undefined)
  const ana = within(section).getByRole('article', { name: 'Message from Ana López' })
  fireEvent.click(within(ana).getByRole('button', { name: 'Mark answered' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/whatsapp/replies/2', { answered: true }))
})

it('answers from the shop’s number while the customer’s 24 hours last, and shows what the shop answered', async () => {
  const asked = {
    ...unfiled,
    id: 2,
    phone: '+529991112233',
    body: '¿Abren el domingo?',
    name: 'Ana López',
    windowEndsAt: '2026-11-28T15:00:00Z',
    answers: [{ id: 9, body: 'Sí, de 8 a 12.', status: 'delivered', at: '2026-11-27T15:05:00Z', lastError: null }],
  }
  const closed = { ...unfiled, id: 1, phone: '+529994445566', body: '¿Hacen envíos?' }
  vi.mocked(api.get).mockImplementation(async (path: string) => (path === '/api/whatsapp/status' ? { configured: true } : []))
  serverLists({ unfiled: [asked, closed] })
  vi.mocked(api.post).mockResolvedValue({ id: 10 })
  renderAdmin(<InboxPage />)
  const ana = await screen.findByRole('article', { name: 'Message from Ana López' })
  expect(ana).toHaveTextContent('The shop answered')
  expect(ana).toHaveTextContent('Sí, de 8 a 12.')
  expect(within(ana).getByText('Delivered')).toBeVisible()
  const box = await within(ana).findByRole('textbox', { name: 'Answer from the shop’s WhatsApp' })
  // Her window is open: the shop's number answers, not staff's own WhatsApp.
  expect(within(ana).queryByRole('link', { name: /^Reply by WhatsApp\s*\(opens in a new tab\)$/ })).toBeNull()
  expect(within(ana).getByRole('button', { name: 'Send answer' })).toBeDisabled()
  fireEvent.change(box, { target: { value: '¿A qué hora pasa?' } })
  fireEvent.click(within(ana).getByRole('button', { name: 'Send answer' }))
  await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/whatsapp/replies/2/answer', { message: '¿A qué hora pasa?' }))
  await waitFor(() => expect(box).toHaveValue(''))
  // Refused (the customer's 24 hours ran out meanwhile): said under the box from the refusal's key, not its English.
  vi.mocked(api.post).mockRejectedValue(
    refusalOf(409, {
      code: 'conflict',
      message: 'English words',
      key: 'answer_window_closed',
      errors: [{ path: 'message', message: 'English words', key: 'answer_window_closed' }],
    }),
  )
  fireEvent.change(box, { target: { value: '¿Sigue ahí?' } })
  fireEvent.click(within(ana).getByRole('button', { name: 'Send answer' }))
  expect(await within(ana).findByText(/answer from your own WhatsApp/)).toBeVisible()
  expect(box).toHaveAttribute('aria-invalid', 'true')

  // Past the 24 hours only staff's own WhatsApp reaches the customer.
  const other = screen.getByRole('article', { name: 'Message from Unknown number' })
  expect(within(other).queryByRole('textbox')).toBeNull()
  expect(within(other).getByRole('link', { name: /^Reply by WhatsApp\s*\(opens in a new tab\)$/ })).toBeVisible()
})

it('asks only for the WhatsApp messages nobody answered when staff tick "Only unanswered"', async () => {
  serverLists({})
  vi.mocked(api.get).mockResolvedValue([])
  renderAdmin(<InboxPage />)
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Only unanswered' }))
  await waitFor(() => expect(api.getPage).toHaveBeenCalledWith('/api/whatsapp/replies/unfiled?limit=20&page=1&unanswered=true'))
  expect(api.getPage).toHaveBeenCalledWith('/api/contact-messages?limit=20&page=1&unanswered=true')
})

it('pages the contact messages 20 at a time, so the oldest unanswered ones are reached too', async () => {
  vi.mocked(api.get).mockResolvedValue([])
  serverLists({ contact: [{ ...contact, id: 45, name: 'Ana López', message: '¿Tienen pan sin gluten?' }], totals: { contact: 45 } })
  renderAdmin(<InboxPage />)
  expect(await screen.findByText('¿Tienen pan sin gluten?')).toBeVisible()
  const pager = screen.getByRole('navigation', { name: 'From the contact form: Page 1 of 3' })
  fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
  await waitFor(() => expect(api.getPage).toHaveBeenCalledWith('/api/contact-messages?limit=20&page=2'))
})

it('pages the WhatsApp messages about no order on their own', async () => {
  vi.mocked(api.get).mockResolvedValue([])
  serverLists({
    contact: [{ ...contact, id: 1, name: 'Ana López', message: 'Hola' }],
    unfiled: [{ ...unfiled, id: 70, phone: '+529991112233', body: '¿Hacen envíos?' }],
    totals: { unfiled: 70 },
  })
  renderAdmin(<InboxPage />)
  const section = await screen.findByRole('region', { name: 'WhatsApp messages about no order' })
  // One page of contact messages: no pager for them.
  expect(screen.queryByRole('navigation', { name: /^From the contact form/ })).toBeNull()
  const pager = within(section).getByRole('navigation', { name: 'WhatsApp messages about no order: Page 1 of 4' })
  fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
  await waitFor(() => expect(api.getPage).toHaveBeenCalledWith('/api/whatsapp/replies/unfiled?limit=20&page=2'))
})

it('shows no WhatsApp section when nothing came about no order', async () => {
  serverLists({})
  vi.mocked(api.get).mockResolvedValue([])
  renderAdmin(<InboxPage />)
  expect(await screen.findByText('No messages.')).toBeVisible()
  // The empty list is the contact form's, as its heading says.
  expect(screen.getByRole('heading', { level: 2, name: 'From the contact form' })).toBeVisible()
  expect(screen.queryByRole('region', { name: 'WhatsApp messages about no order' })).toBeNull()
})
