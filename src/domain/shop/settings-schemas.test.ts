import { expect, it } from 'vitest'
import { readWritten } from '../written-text'
import { pickupWindowsSchema } from './settings-schemas'

const window = (start: string, end: string, limit: number | null = 1) => ({ start, end, limit })

it('takes windows that follow one another, in any order, and refuses two that overlap: each limit would count alone', () => {
  expect(pickupWindowsSchema.safeParse([window('11:00', '13:00'), window('09:00', '11:00')]).success).toBe(true)
  const overlapping = pickupWindowsSchema.safeParse([window('09:00', '11:00'), window('10:00', '12:00')])
  expect(overlapping.success).toBe(false)
  expect(readWritten(overlapping.error?.issues[0]?.message ?? '')?.key).toBe('windows_overlap')
})
