import type { GameListItem } from '@9ja/contract'
import { numberPagePath } from './numbers/number-games.ts'
import { sportsPagePath, sportsSlugOfGameId } from './virtual-sports/sports-games.ts'

/**
 * The page a lobby card opens when its game has a page of its own (the virtual sports, the number
 * games: open to visitors, never launched into the lobby's frame); null for the launched games. A
 * number game is any of the catalog's (sub-type `number`), each on the family's page.
 */
export function ownPageOf(game: Pick<GameListItem, 'gameId' | 'slug' | 'sub_type'>): { slug: string; path: string } | null {
  const sports = sportsSlugOfGameId(game.gameId)
  if (sports) return { slug: sports, path: sportsPagePath(sports) }
  return game.sub_type === 'number' ? { slug: game.slug, path: numberPagePath(game.slug) } : null
}
