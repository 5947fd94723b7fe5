/**
 * Runs `task` every `everyMs` in this process, never two rounds at once (a slow round makes the next tick wait).
 * Returns the stop function, which waits for a round in progress so its writes land before the database closes.
 */
export function repeatEvery(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let round: Promise<void> | undefined
  const timer = setInterval(() => {
    round ??= task()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        round = undefined
      })
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await round
  }
}
