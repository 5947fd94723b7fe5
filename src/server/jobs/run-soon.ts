/**
 * Runs `task` soon after each `kick`, never two rounds at once and at most one round per `gapMs`: a burst of kicks (an
 * order flood) becomes one round, and a kick during a round gives one more round after it. `idle` waits for the
 * round in progress (before the database closes).
 */
export function runSoon(task: () => Promise<unknown>, gapMs: number, onError: (error: unknown) => void) {
  let round: Promise<void> | undefined
  let pending = false
  let timer: NodeJS.Timeout | undefined
  let closed = false

  const start = () => {
    timer = undefined
    pending = false
    round = task()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        round = undefined
        if (pending && !closed) schedule()
      })
  }
  const schedule = () => {
    if (timer || closed) return
    timer = setTimeout(start, gapMs)
    timer.unref()
  }
  return {
    kick() {
      pending = true
      if (!round) schedule()
    },
    async idle() {
      closed = true
      clearTimeout(timer)
      await round
    },
  }
}
