import type { OwnPageGame } from '../game-definition.ts'
import { SPORTS_GAMES, sportsPagePath, type SportsSlug } from './sports-games.ts'

/** A virtual sport in the games registry: its page is its own, and logging in from it comes back to it. */
export function sportsWebGame(slug: SportsSlug): OwnPageGame {
  const { gameId, title } = SPORTS_GAMES[slug]
  return { gameId, slug, title, family: 'scheduled-event', loginFrom: sportsPagePath(slug), pagePath: sportsPagePath(slug) }
}
