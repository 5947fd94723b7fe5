import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { AvailableDate } from '../../../domain/schedule/available-date-schemas'
import { bookableDays } from '../../../domain/schedule/choosable-days'
import '../../i18n/i18n'
import { DeliveryCalendar } from './delivery-calendar'

afterEach(cleanup)

const day = (id: number, date: string, notes: string | null): AvailableDate => ({
  id,
  date,
  maxOrders: 10,
  currentOrders: 0,
  limitedAvailability: false,
  notes,
})

const WINDOW = { first: '2026-12-01', last: '2026-12-15' }
const DAYS = bookableDays([day(1, '2026-12-02', 'Pan de muerto special'), day(2, '2026-12-03', null)], WINDOW)

it('shows a baking day’s note as a tooltip on its day', async () => {
  render(<DeliveryCalendar days={DAYS} bookable={WINDOW} selected={undefined} onSelect={vi.fn()} />)
  await userEvent.hover(screen.getByRole('button', { name: /December 2nd/ }))
  expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Pan de muerto special')
})

it('shows no tooltip on a day without a note', async () => {
  render(<DeliveryCalendar days={DAYS} bookable={WINDOW} selected={undefined} onSelect={vi.fn()} />)
  await userEvent.hover(screen.getByRole('button', { name: /December 3rd/ }))
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
})

it('names each day with its state, as the legend’s colours say it, for a screen reader', async () => {
  const days = bookableDays(
    [day(1, '2026-12-02', null), { ...day(2, '2026-12-03', null), currentOrders: 10 }, { ...day(3, '2026-12-04', null), limitedAvailability: true }],
    WINDOW,
  )
  render(<DeliveryCalendar days={days} bookable={WINDOW} selected="2026-12-02" onSelect={vi.fn()} />)
  expect(screen.getByRole('button', { name: 'Wednesday, December 2nd, 2026, selected, available' })).toBeEnabled()
  expect(screen.getByRole('button', { name: 'Thursday, December 3rd, 2026, unavailable' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Friday, December 4th, 2026, limited' })).toBeEnabled()
  // A day the bakery does not open is said to be closed.
  expect(screen.getByRole('button', { name: 'Saturday, December 5th, 2026, closed' })).toBeDisabled()
})

it('opens on the month of the shop’s days when none of them can be had (the cart outgrew them), not on an empty one', () => {
  const window = { first: '2026-11-30', last: '2026-12-14' }
  const days = bookableDays([{ ...day(1, '2026-12-01', null), currentOrders: 10 }], window)
  render(<DeliveryCalendar days={days} bookable={window} selected={undefined} onSelect={vi.fn()} />)
  expect(screen.getByText('December 2026')).toBeVisible()
  expect(screen.queryByText('November 2026')).toBeNull()
})

it('keeps the chosen day chosen when it is clicked again', async () => {
  const onSelect = vi.fn()
  render(<DeliveryCalendar days={DAYS} bookable={WINDOW} selected="2026-12-02" onSelect={onSelect} />)
  await userEvent.click(screen.getByRole('button', { name: /December 2nd, 2026, selected/ }))
  expect(onSelect).not.toHaveBeenCalledWith(undefined)
  await userEvent.click(screen.getByRole('button', { name: /December 3rd/ }))
  expect(onSelect).toHaveBeenLastCalledWith('2026-12-03')
})
