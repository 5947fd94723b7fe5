import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { addDaysIso, bakeryToday, DEFAULT_BAKERY_TIMEZONE } from '../../../domain/schedule/calendar-dates'
import { api } from '../../lib/api-client'
import { renderAdmin } from './admin-test-harness'
import { OwedByDay } from './owed-by-day'

vi.mock('../../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api-client')>()
  return { ...original, api: { ...original.api, get: vi.fn() } }
})

afterEach(cleanup)

it('flags a past day that still owes: an order handed over whose payment was never recorded', async () => {
  const today = bakeryToday(new Date(), DEFAULT_BAKERY_TIMEZONE)
  vi.mocked(api.get).mockImplementation(async (url: string) =>
    url === '/api/payments/owed'
      ? [
          { date: addDaysIso(today, -2), owed: 300, orders: 1 },
          { date: addDaysIso(today, 1), owed: 440, orders: 2 },
        ]
      : {},
  )
  renderAdmin(<OwedByDay />)
  const days = await screen.findAllByRole('listitem')
  expect(days[0]).toHaveTextContent(/\$300\.00 \(1 order\) · past day, not collected$/)
  expect(days[1]).toHaveTextContent(/\$440\.00 \(2 orders\)$/)
})
