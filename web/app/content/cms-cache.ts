/**
 * An in-memory cache for CMS answers with a short time to live and "stale on error": when the CMS
 * cannot be reached, the last good copy keeps being served (this process's, else the one `loadLastGood`
 * finds, e.g. on disk from another process); with no copy at all the caller gets `null` and renders a
 * clear message. Failed refreshes are not retried before another TTL has passed,
 * so a CMS that is down does not slow every page.
 */
export type CachedResult<T> = { value: T | null; stale: boolean }

type LoadLastGood<T> = () => Promise<T | undefined>

type Entry<T> = { value: T | null; fetchedAt: number; retryAt: number }

export type CmsCacheOptions = {
  ttlMs: number
  now?: () => number
  onError?: (key: string, error: unknown) => void
}

export function createCmsCache({ ttlMs, now = Date.now, onError }: CmsCacheOptions) {
  const entries = new Map<string, Entry<unknown>>()
  const inFlight = new Map<string, Promise<CachedResult<unknown>>>()

  async function refresh<T>(key: string, load: () => Promise<T>, loadLastGood?: LoadLastGood<T>): Promise<CachedResult<T>> {
    const previous = entries.get(key) as Entry<T> | undefined
    try {
      const value = await load()
      const fetchedAt = now()
      entries.set(key, { value, fetchedAt, retryAt: fetchedAt + ttlMs })
      return { value, stale: false }
    } catch (error) {
      onError?.(key, error)
      const value = previous?.value ?? (await loadLastGood?.()) ?? null
      entries.set(key, { value, fetchedAt: previous?.fetchedAt ?? 0, retryAt: now() + ttlMs })
      return { value, stale: true }
    }
  }

  return {
    /**
     * The cached value for `key`, loading it with `load` when missing or older than the TTL; when that
     * fails and this process has no copy, `loadLastGood` is asked for one.
     */
    async get<T>(key: string, load: () => Promise<T>, loadLastGood?: LoadLastGood<T>): Promise<CachedResult<T>> {
      const entry = entries.get(key) as Entry<T> | undefined
      const currentTime = now()
      if (entry && currentTime < entry.retryAt) {
        return { value: entry.value, stale: currentTime - entry.fetchedAt >= ttlMs }
      }
      // Concurrent requests for the same key share one CMS call.
      let pending = inFlight.get(key) as Promise<CachedResult<T>> | undefined
      if (!pending) {
        pending = refresh(key, load, loadLastGood).finally(() => inFlight.delete(key))
        inFlight.set(key, pending as Promise<CachedResult<unknown>>)
      }
      return pending
    },
    clear() {
      entries.clear()
    },
  }
}
export type CmsCache = ReturnType<typeof createCmsCache>
