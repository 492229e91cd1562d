import { numberPagePath, numberSlugOfGameId } from './numbers/number-games.ts'
import { sportsPagePath, sportsSlugOfGameId } from './virtual-sports/sports-games.ts'

/**
 * The page a lobby card opens when its game has a page of its own (the virtual sports, the number
 * games: open to visitors, never launched into the lobby's frame); null for the launched games.
 */
export function ownPageOfGameId(gameId: number): { slug: string; path: string } | null {
  const sports = sportsSlugOfGameId(gameId)
  if (sports) return { slug: sports, path: sportsPagePath(sports) }
  const numbers = numberSlugOfGameId(gameId)
  return numbers ? { slug: numbers, path: numberPagePath(numbers) } : null
}
