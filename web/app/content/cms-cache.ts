/**
 * An in-memory cache for CMS answers with a short time to live and "stale on error": when the CMS
 * cannot be reached, the last good copy keeps being served (this process's, else the one `loadLastGood`
 * finds, e.g. on disk from another process); with no copy at all the caller gets `null` and renders a
 * clear message. Failed refreshes are not retried before another TTL has passed,
 * so a CMS that is down does not slow every page. `purge()` (the CMS announced a change) makes every
 * entry ask the CMS again on its next use; the TTL only covers announcements that never arrived.
 */
export type CachedResult<T> = { value: T | null; stale: boolean }

type LoadLastGood<T> = () => Promise<T | undefined>

/** `generation`: the purges counted when its load started (a load that a purge overtook is not fresh). */
type Entry<T> = { value: T | null; fetchedAt: number; retryAt: number; generation: number }

export type CmsCacheOptions = {
  ttlMs: number
  now?: () => number
  onError?: (key: string, error: unknown) => void
}

export function createCmsCache({ ttlMs, now = Date.now, onError }: CmsCacheOptions) {
  const entries = new Map<string, Entry<unknown>>()
  const inFlight = new Map<string, Promise<CachedResult<unknown>>>()
  let generation = 0

  /** Keeps what a load brought unless a load started after it (a later purge's) already did. */
  function store<T>(key: string, entry: Entry<T>) {
    const current = entries.get(key)
    if (!current || current.generation <= entry.generation) entries.set(key, entry)
  }

  async function refresh<T>(key: string, load: () => Promise<T>, loadLastGood?: LoadLastGood<T>): Promise<CachedResult<T>> {
    const previous = entries.get(key) as Entry<T> | undefined
    const startedIn = generation
    try {
      const value = await load()
      const fetchedAt = now()
      // The CMS may have answered before the change that a purge during this load announced: the
      // value is kept (as the last good copy) but the CMS is asked again on the next use.
      const retryAt = startedIn === generation ? fetchedAt + ttlMs : fetchedAt
      store(key, { value, fetchedAt, retryAt, generation: startedIn })
      return { value, stale: false }
    } catch (error) {
      onError?.(key, error)
      const value = previous?.value ?? (await loadLastGood?.()) ?? null
      // A change announced meanwhile says the CMS is back: no waiting out a TTL before asking again.
      const retryAt = startedIn === generation ? now() + ttlMs : 0
      store(key, { value, fetchedAt: previous?.fetchedAt ?? 0, retryAt, generation: startedIn })
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
        const started: Promise<CachedResult<T>> = refresh(key, load, loadLastGood).finally(() => {
          // A purge may have replaced it with a newer call already.
          if (inFlight.get(key) === started) inFlight.delete(key)
        })
        pending = started
        inFlight.set(key, pending as Promise<CachedResult<unknown>>)
      }
      return pending
    },
    /**
     * Every entry asks the CMS again on its next use; the copies stay for stale-on-error. Calls already
     * on their way may carry the content from before the change: later requests do not share them.
     */
    purge() {
      generation += 1
      for (const entry of entries.values()) entry.retryAt = 0
      inFlight.clear()
    },
  }
}
export type CmsCache = ReturnType<typeof createCmsCache>
