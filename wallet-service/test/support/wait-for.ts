/** Polls `probe` until it answers something truthy (and answers that), or fails after timeoutMs. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 15))
  }
}
