import type { FastifyReply } from 'fastify'

type Cached<T> = { changesAtMs: number; value: Promise<T> }

/**
 * Answers every browser asks for (the upcoming events of a virtual sport, the draws of a number
 * game), built once per change: kept under a key `<slug>|...` until the instant their builder said
 * they change (or the game's runner says it changed them: `forget`). Concurrent requests share one
 * build; a failed build is not kept. Past `maxAnswers` keys the cache starts again.
 */
export class ChangingAnswers<T> {
  private readonly cache = new Map<string, Cached<T>>()

  constructor(private readonly maxAnswers = 500) {}

  /** Drops a game's answers (its runner changed its rows). */
  forget(slug: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${slug}|`)) this.cache.delete(key)
  }

  /** The answer under `key` at `nowMs`, and the instant it changes (infinite while it is being built). */
  async get(
    key: string,
    nowMs: number,
    build: () => Promise<{ value: T; changesAtMs: number }>,
  ): Promise<{ value: T; changesAtMs: number }> {
    let cached = this.cache.get(key)
    if (!cached || cached.changesAtMs <= nowMs) {
      if (this.cache.size >= this.maxAnswers) this.cache.clear()
      const built = build()
      const fresh: Cached<T> = { changesAtMs: Number.POSITIVE_INFINITY, value: built.then(({ value }) => value) }
      this.cache.set(key, fresh)
      built.then(
        ({ changesAtMs }) => (fresh.changesAtMs = changesAtMs),
        () => this.cache.get(key) === fresh && this.cache.delete(key),
      )
      cached = fresh
    }
    const value = await cached.value
    return { value, changesAtMs: cached.changesAtMs }
  }
}

/** Sends a JSON text that stays true until `changesAtMs`, with a Cache-Control max-age up to then (whole seconds, rounded down). */
export function sendUntilChange(reply: FastifyReply, json: string, changesAtMs: number, nowMs: number): FastifyReply {
  const maxAge = Number.isFinite(changesAtMs) ? Math.max(0, Math.floor((changesAtMs - nowMs) / 1000)) : 0
  return reply.header('cache-control', `public, max-age=${maxAge}`).type('application/json; charset=utf-8').send(json)
}
