import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { ProductionPage } from './production-page'

// The sheets stay loading: what is offered around them is the point here.
vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn(() => new Promise(() => {})) } }
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.mocked(api.get).mockImplementation(() => new Promise(() => {}))
})

it('offers the day sheet as CSV in the day view only, never as if it were the week', () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'))
  renderAdmin(<ProductionPage />)
  expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/production/2026-11-28?format=csv&lang=en')

  fireEvent.click(screen.getByRole('button', { name: 'Week' }))
  expect(screen.queryByRole('link', { name: 'CSV' })).not.toBeInTheDocument()
})

it('opens on the next day the shop is open, not on a closed tomorrow', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  // Saturday afternoon in Mérida: tomorrow is a Sunday the shop did not open; Tuesday is the next open day.
  vi.setSystemTime(new Date('2026-11-28T20:00:00Z'))
  vi.mocked(api.get).mockImplementation((url: string) =>
    url === '/api/available-dates'
      ? Promise.resolve([{ id: 4, date: '2026-12-01', maxOrders: 10, currentOrders: 2, limitedAvailability: false, notes: null }])
      : new Promise(() => {}),
  )
  renderAdmin(<ProductionPage />)
  await waitFor(() => expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/production/2026-12-01?format=csv&lang=en'))
  expect(screen.getByLabelText('Day')).toHaveValue('2026-12-01')
})

it('keeps the day and the view in the address: a link or a refresh opens that sheet', async () => {
  renderAdmin(<ProductionPage />, { at: '/admin/production?date=2026-12-24' })
  expect(screen.getByLabelText('Day')).toHaveValue('2026-12-24')
  expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/production/2026-12-24?format=csv&lang=en')

  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  await waitFor(() => expect(window.location.search).toBe('?date=2026-12-25'))
  fireEvent.click(screen.getByRole('button', { name: 'Week' }))
  await waitFor(() => expect(window.location.search).toBe('?date=2026-12-25&view=week'))
  cleanup()

  // Opened again from that address (a refresh), it shows the same week.
  renderAdmin(<ProductionPage />, { at: '/admin/production?date=2026-12-25&view=week' })
  expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByLabelText('Day')).toHaveValue('2026-12-25')
  // A day that is no date is no sheet: the page opens on its usual day.
  cleanup()
  renderAdmin(<ProductionPage />, { at: '/admin/production?date=2026-13-45' })
  expect(screen.getByLabelText('Day')).not.toHaveValue('2026-13-45')
})
