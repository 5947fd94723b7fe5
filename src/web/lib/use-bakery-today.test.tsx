import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useBakeryToday } from './use-bakery-today'

afterEach(() => vi.useRealTimers())

it('turns to the next day at midnight in Mérida on a page left open, not at UTC midnight', () => {
  vi.useFakeTimers()
  // 17:58 in Mérida on the 27th is 23:58 UTC.
  vi.setSystemTime(new Date('2026-11-27T23:58:00Z'))
  const { result } = renderHook(() => useBakeryToday())
  expect(result.current).toBe('2026-11-27')

  act(() => vi.advanceTimersByTime(5 * 60_000))
  expect(result.current).toBe('2026-11-27')

  // 00:01 in Mérida on the 28th.
  act(() => vi.advanceTimersByTime(6 * 60 * 60_000 - 2 * 60_000))
  expect(result.current).toBe('2026-11-28')
})
