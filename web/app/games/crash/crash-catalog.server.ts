import { gamesOfSubType } from '@9ja/games'
import { fetchGameList } from '#app/games/games.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import type { CrashGameIdentity } from './crash-games.ts'

/** The catalog changes only when the wallet-service is deployed again: a minute old is new enough. */
const FRESH_FOR_MS = 60_000
/**
 * How long the built-in games stand in after the catalog could not be read: every live stream and crash
 * action asks, and a wallet-service that is down must not be asked again by each of them.
 */
const RETRY_AFTER_FAILURE_MS = 5_000

/** The crash games built into the platform (@9ja/games): what the pages know while the catalog cannot be read. */
const BUILT_IN: CrashGameIdentity[] = gamesOfSubType('crash').map((game) => ({ gameId: game.id, slug: game.slug, title: game.title }))

let known: { games: Promise<CrashGameIdentity[]>; freshUntil: number } | null = null

/**
 * The crash games of the wallet-service's catalog, in lobby order, so a game defined there plays here
 * with no edit. Kept for a minute; when the catalog cannot be read, the built-in games for a few seconds.
 */
export function crashGames(): Promise<CrashGameIdentity[]> {
  if (known && performance.now() < known.freshUntil) return known.games
  const entry = {
    freshUntil: performance.now() + FRESH_FOR_MS,
    games: fetchGameList().then(
      (list) =>
        list.filter((game) => game.sub_type === 'crash').map((game) => ({ gameId: game.gameId, slug: game.slug, title: game.gameTitle })),
      (error: unknown) => {
        getLogger().error({ err: error }, 'crash games: the catalog could not be read; the built-in games meanwhile')
        entry.freshUntil = performance.now() + RETRY_AFTER_FAILURE_MS
        return BUILT_IN
      },
    ),
  }
  known = entry
  return entry.games
}

/** The crash game with this slug, or null. */
export async function findCrashGame(slug: string | null | undefined): Promise<CrashGameIdentity | null> {
  if (!slug) return null
  return (await crashGames()).find((game) => game.slug === slug) ?? null
}
