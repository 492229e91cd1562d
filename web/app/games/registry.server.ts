import { findCrashGame } from './crash/crash-catalog.server.ts'
import { crashWebGame } from './crash/game.ts'
import type { WebGame } from './game-definition.ts'
import { findWebGame } from './registry.ts'

/** The game of a page: one with its own entry here, else a crash game of the wallet-service's catalog; null for none. */
export async function findGameOfPage(slug: string | undefined): Promise<WebGame | null> {
  const game = findWebGame(slug)
  if (game) return game
  const crash = await findCrashGame(slug)
  return crash ? crashWebGame(crash) : null
}
