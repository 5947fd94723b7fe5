import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readWritten } from './written-text'
import './plain-issues'

const said = (schema: z.ZodType, value: unknown) => {
  const message = schema.safeParse(value).error?.issues[0]?.message ?? ''
  return readWritten(message) ?? message
}

describe("zod's own number and list messages", () => {
  it('say what a staff member typed wrong in words of ours, which the pages translate', () => {
    expect(said(z.number().int().max(1000), 999_999_999)).toEqual({ key: 'number_max', values: { max: 1000 } })
    expect(said(z.number().int().min(0), -1)).toEqual({ key: 'number_min', values: { min: 0 } })
    expect(said(z.number().int(), 2.5)).toEqual({ key: 'whole_number', values: {} })
    expect(said(z.number(), Number.NaN)).toEqual({ key: 'number_required', values: {} })
    expect(said(z.number(), 'many')).toEqual({ key: 'not_a_number', values: {} })
    expect(said(z.array(z.string()).max(12), Array(13).fill('pan'))).toEqual({ key: 'list_max', values: { max: 12 } })
  })

  it('leave a message a schema gives its own field as it is', () => {
    expect(said(z.number().max(3, 'Three at most'), 4)).toBe('Three at most')
  })
})
