import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { WaitlistEntryView } from '../../../domain/regulars/waitlist-schemas'
import { i18nReady, loadLanguage } from '../../i18n/i18n'
import { api } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { WaitlistPage } from './waitlist-page'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

const entry = (status: WaitlistEntryView['status']): WaitlistEntryView => ({
  id: 8,
  date: '2026-12-05',
  productId: null,
  productName: null,
  productNameEs: null,
  quantity: 1,
  status,
  position: null,
  holdExpiresAt: null,
  orderId: null,
  orderToken: null,
  name: 'Ana López',
  createdAt: '2026-11-28T12:00:00.000Z',
})

function showPage() {
  const location = memoryLocation({ path: '/waitlist/8?token=entry-token' })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/waitlist/:id" component={WaitlistPage} />
      </Router>
    </QueryClientProvider>,
  )
}

beforeAll(async () => {
  await i18nReady
  await loadLanguage('en', ['regulars'])
})

afterEach(() => {
  cleanup()
  vi.mocked(api.get).mockReset()
})

it('tells a customer whose day closed while they waited just that, not that a hold they never had ran out', async () => {
  vi.mocked(api.get).mockResolvedValue(entry('closed'))
  showPage()
  expect(await screen.findByRole('status')).toHaveTextContent(/^Orders for that day have closed/)
  expect(screen.getByText('Closed')).toBeInTheDocument()
  expect(screen.queryByText(/passed to the next in line/)).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument()
})
