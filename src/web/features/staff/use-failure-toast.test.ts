import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { refusalReason } from './use-failure-toast'

describe('the reason added to a staff failure toast', () => {
  it('is the server’s refusal when it refused the change', () => {
    const full = new ApiError(409, '2026-11-26 is fully booked. Please choose another day.', 'date_full')
    expect(refusalReason(full)).toBe(full)
    const past = new ApiError(400, 'Choose tomorrow or a later day', 'date_not_bookable')
    expect(refusalReason(past)).toBe(past)
  })

  it('is left out for a server fault or a lost connection, which say nothing useful to staff', () => {
    expect(refusalReason(new ApiError(500, 'Something went wrong'))).toBeUndefined()
    expect(refusalReason(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(refusalReason(undefined)).toBeUndefined()
  })
})
