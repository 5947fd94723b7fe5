import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
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
})

it('offers the day sheet as CSV in the day view only, never as if it were the week', () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'))
  renderAdmin(<ProductionPage />)
  expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/production/2026-11-28?format=csv')

  fireEvent.click(screen.getByRole('button', { name: 'Week' }))
  expect(screen.queryByRole('link', { name: 'CSV' })).not.toBeInTheDocument()
})
