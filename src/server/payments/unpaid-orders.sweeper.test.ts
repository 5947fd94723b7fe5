import { describe, expect, it } from 'vitest'
import { startUnpaidOrderSweeper } from './unpaid-orders.sweeper'

const silent = { error: () => {} }
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the unpaid card order sweeper', () => {
  it('sweeps on its interval, never two sweeps at once, and its stop waits for the sweep in progress', async () => {
    let running = 0
    let most = 0
    let finished = 0
    const payments = {
      async expireUnpaidCardOrders() {
        running += 1
        most = Math.max(most, running)
        await wait(60)
        running -= 1
        finished += 1
        return []
      },
    }
    const stop = startUnpaidOrderSweeper(payments, silent, 10)
    await wait(150)
    await stop()
    expect(finished).toBeGreaterThanOrEqual(2)
    expect(most).toBe(1)
    expect(running).toBe(0)
    const after = finished
    await wait(50)
    expect(finished).toBe(after)
  })

  it('keeps sweeping after a failed sweep', async () => {
    let calls = 0
    const errors: unknown[] = []
    const stop = startUnpaidOrderSweeper(
      {
        async expireUnpaidCardOrders() {
          calls += 1
          throw new Error('database went away')
        },
      },
      { error: (...args: unknown[]) => void errors.push(args) },
      10,
    )
    await wait(60)
    await stop()
    expect(calls).toBeGreaterThanOrEqual(2)
    expect(errors.length).toBe(calls)
  })
})
