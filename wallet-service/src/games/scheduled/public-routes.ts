import { z } from 'zod'
import { DomainError } from '../../domain-error.ts'

/** What a scheduled family's public routes read alike (its events' or draws'): the game in the address, and how many results. */

/** `?limit=` of a game's results: the newest 1 to 100, 20 unless asked. */
export const resultsQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number from 1 to 100' }).int().min(1).max(100).default(20),
})

/** The game a route's slug names (its family's `find`), or GAME_NOT_FOUND. */
export function knownGame<Game>(game: Game | null): Game {
  if (!game) throw new DomainError('GAME_NOT_FOUND', 'Game not found')
  return game
}
