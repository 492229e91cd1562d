import { gamesOfSubType } from '@9ja/games'
import { fetchGameList } from '#app/games/games.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import type { CatalogGameIdentity } from './game-definition.ts'

/** The families whose games the web plays on one page of the family, found in the catalog: crash games, number games. */
export type CatalogSubType = 'crash' | 'number'

/** The catalog changes only when the wallet-service is deployed again: a minute old is new enough. */
const FRESH_FOR_MS = 60_000
/**
 * How long the built-in games stand in after the catalog could not be read: every live stream and game
 * action asks, and a wallet-service that is down must not be asked again by each of them.
 */
const RETRY_AFTER_FAILURE_MS = 5_000

let known: { games: Promise<Map<CatalogSubType, CatalogGameIdentity[]>>; freshUntil: number } | null = null

const identityBySubType = (list: { gameId: number; slug: string; title: string; subType: string }[]) => {
  const bySubType = new Map<CatalogSubType, CatalogGameIdentity[]>([
    ['crash', []],
    ['number', []],
  ])
  for (const { subType, gameId, slug, title } of list) bySubType.get(subType as CatalogSubType)?.push({ gameId, slug, title })
  return bySubType
}

/** The games built into the platform (@9ja/games): what the pages know while the catalog cannot be read. */
const BUILT_IN = identityBySubType(
  (['crash', 'number'] as const).flatMap((subType) =>
    gamesOfSubType(subType).map((game) => ({ gameId: game.id, slug: game.slug, title: game.title, subType })),
  ),
)

/**
 * The games of a family's sub-type in the wallet-service's catalog, in lobby order, so a game defined
 * there plays here with no edit. Kept for a minute; when the catalog cannot be read, the built-in games
 * for a few seconds.
 */
export async function catalogGamesOf(subType: CatalogSubType): Promise<CatalogGameIdentity[]> {
  if (!known || performance.now() >= known.freshUntil) {
    const entry = {
      freshUntil: performance.now() + FRESH_FOR_MS,
      games: fetchGameList().then(
        (list) =>
          identityBySubType(list.map((game) => ({ gameId: game.gameId, slug: game.slug, title: game.gameTitle, subType: game.sub_type }))),
        (error: unknown) => {
          getLogger().error({ err: error }, 'games: the catalog could not be read; the built-in games meanwhile')
          entry.freshUntil = performance.now() + RETRY_AFTER_FAILURE_MS
          return BUILT_IN
        },
      ),
    }
    known = entry
  }
  return (await known.games).get(subType)!
}

/** The game of a sub-type with this slug, or null. */
export async function findCatalogGame(subType: CatalogSubType, slug: string | null | undefined): Promise<CatalogGameIdentity | null> {
  if (!slug) return null
  return (await catalogGamesOf(subType)).find((game) => game.slug === slug) ?? null
}
