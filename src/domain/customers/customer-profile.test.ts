import { describe, expect, it } from 'vitest'
import { spentCents } from './customer-profile'

describe('what a customer spent', () => {
  it('sums the totals of their orders in centavos, as the database stores them (numeric strings) or as numbers', () => {
    expect(
      spentCents([
        { status: 'completed', total: '150.10' },
        { status: 'pending', total: 0.2 },
      ]),
    ).toBe(15030)
  })

  it('leaves a cancelled order out: it cost them nothing', () => {
    expect(
      spentCents([
        { status: 'completed', total: 300 },
        { status: 'cancelled', total: 300 },
      ]),
    ).toBe(30000)
    expect(spentCents([{ status: 'cancelled', total: '99.99' }])).toBe(0)
    expect(spentCents([])).toBe(0)
  })
})
