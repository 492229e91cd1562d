/** The time source of the games that run on a schedule (crash rounds, sports events); tests drive their own. */
export type Clock = { now(): number; sleep(ms: number, signal?: AbortSignal): Promise<void> }

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve()
      const wake = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', wake)
          resolve()
        },
        Math.max(0, ms),
      )
      signal?.addEventListener('abort', wake, { once: true })
    }),
}
