import { gamesOfSubType } from '@9ja/games'
import { fetchGameList } from '#app/games/games.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import type { CrashGameIdentity } from './crash-games.ts'

/** The catalog changes only when the wallet-service is deployed again: a minute old is new enough. */
const FRESH_FOR_MS = 60_000

/** The crash games built into the platform (@9ja/games): what the pages know while the catalog cannot be read. */
const BUILT_IN: CrashGameIdentity[] = gamesOfSubType('crash').map((game) => ({ gameId: game.id, slug: game.slug, title: game.title }))

let known: { games: Promise<CrashGameIdentity[]>; fetchedAt: number } | null = null

/**
 * The crash games of the wallet-service's catalog, in lobby order, so a game defined there plays here
 * with no edit. Kept for a minute; while the catalog cannot be read (not kept), the built-in games.
 */
export function crashGames(): Promise<CrashGameIdentity[]> {
  if (known && performance.now() - known.fetchedAt < FRESH_FOR_MS) return known.games
  const entry = {
    fetchedAt: performance.now(),
    games: fetchGameList().then(
      (list) =>
        list.filter((game) => game.sub_type === 'crash').map((game) => ({ gameId: game.gameId, slug: game.slug, title: game.gameTitle })),
      (error: unknown) => {
        getLogger().error({ err: error }, 'crash games: the catalog could not be read; the built-in games meanwhile')
        if (known === entry) known = null
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
