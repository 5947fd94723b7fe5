import pg from 'pg'

/**
 * Watches every pg client for a query sent while it still runs another: what `Promise.all` over one transaction does,
 * which pg queues with a once-per-process DeprecationWarning (and pg@9 will refuse). Answers a stop function that
 * gives the SQL of each query sent to a busy client.
 */
export function watchClientOverlaps(): () => string[] {
  const overlaps: string[] = []
  const busy = new WeakMap<pg.Client, number>()
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const running = busy.get(this) ?? 0
    if (running > 0) overlaps.push(String((args[0] as { text?: string })?.text ?? args[0]))
    busy.set(this, running + 1)
    const done = () => busy.set(this, (busy.get(this) ?? 1) - 1)
    const result = (original as (...given: unknown[]) => unknown).apply(this, args)
    if (result instanceof Promise) result.then(done, done)
    else done()
    return result
  } as typeof original
  return () => {
    pg.Client.prototype.query = original
    return overlaps
  }
}
