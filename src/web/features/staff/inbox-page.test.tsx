import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { InboxPage } from './inbox-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(), getPage: vi.fn(), patch: vi.fn() } }
})

afterEach(cleanup)

it('counts every newsletter subscriber, past the 200 a staff list page holds', async () => {
  vi.mocked(api.get).mockResolvedValue([])
  vi.mocked(api.getPage).mockResolvedValue({ items: [{ id: 350 }], total: 350 })
  renderAdmin(<InboxPage />)
  expect(await screen.findByText('350 subscribers')).toBeVisible()
  expect(api.getPage).toHaveBeenCalledWith('/api/newsletter-subscribers?limit=1')
})

it('shows WhatsApp messages about no order, with who wrote and a way to answer', async () => {
  vi.mocked(api.getPage).mockResolvedValue({ items: [], total: 0 })
  vi.mocked(api.get).mockImplementation(async (path: string) =>
    path.startsWith('/api/whatsapp/replies/unfiled')
      ? [
          { id: 2, phone: '+529991112233', body: 'Sí, lo quiero', at: '2026-11-27T15:00:00Z', name: 'Ana López', answeredAt: null },
          { id: 1, phone: '+529994445566', body: '¿Hacen envíos?', at: '2026-11-27T14:00:00Z', name: null, answeredAt: null },
        ]
      : [],
  )
  renderAdmin(<InboxPage />)
  const section = await screen.findByRole('region', { name: 'WhatsApp messages about no order' })
  expect(section).toHaveTextContent('Ana López')
  expect(section).toHaveTextContent('Sí, lo quiero')
  expect(section).toHaveTextContent('Unknown number')
  expect(section).toHaveTextContent('¿Hacen envíos?')
  const answers = screen.getAllByRole('link', { name: 'Reply by WhatsApp' }).map((link) => link.getAttribute('href'))
  expect(answers).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/wa\.me\/529991112233/)]))

  // Answered, it is marked so on the server (and greys out when the list comes back).
  vi.mocked(api.patch).mockResolvedValue(undefined)
  const ana = within(section).getByRole('article', { name: 'Message from Ana López' })
  fireEvent.click(within(ana).getByRole('button', { name: 'Mark answered' }))
  await waitFor(() => expect(api.patch).toHaveBeenCalledWith('/api/whatsapp/replies/2', { answered: true }))
})

it('asks only for the WhatsApp messages nobody answered when staff tick "Only unanswered"', async () => {
  vi.mocked(api.getPage).mockResolvedValue({ items: [], total: 0 })
  vi.mocked(api.get).mockResolvedValue([])
  renderAdmin(<InboxPage />)
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Only unanswered' }))
  await waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/whatsapp/replies/unfiled?limit=50&unanswered=true'))
})

it('shows no WhatsApp section when nothing came about no order', async () => {
  vi.mocked(api.getPage).mockResolvedValue({ items: [], total: 0 })
  vi.mocked(api.get).mockResolvedValue([])
  renderAdmin(<InboxPage />)
  expect(await screen.findByText('No messages.')).toBeVisible()
  // The empty list is the contact form's, as its heading says.
  expect(screen.getByRole('heading', { level: 2, name: 'From the contact form' })).toBeVisible()
  expect(screen.queryByRole('region', { name: 'WhatsApp messages about no order' })).toBeNull()
})
