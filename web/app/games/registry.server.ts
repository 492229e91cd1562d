import { findCatalogGame } from './catalog-games.server.ts'
import { crashWebGame } from './crash/game.ts'
import type { WebGame } from './game-definition.ts'
import { numberWebGame } from './numbers/game.ts'
import { findWebGame } from './registry.ts'

/** The game of a page: one with its own entry here, else a crash or number game of the wallet-service's catalog; null for none. */
export async function findGameOfPage(slug: string | undefined): Promise<WebGame | null> {
  const game = findWebGame(slug)
  if (game) return game
  const crash = await findCatalogGame('crash', slug)
  if (crash) return crashWebGame(crash)
  const numbers = await findCatalogGame('number', slug)
  return numbers ? numberWebGame(numbers) : null
}
