import type { OwnPageGame } from '../game-definition.ts'
import { NUMBER_GAMES, NUMBER_SLUGS, numberPagePath, type NumberSlug } from './number-games.ts'

/** A number game in the games registry: its page is its own, and logging in from it comes back to it. */
export function numberWebGame(slug: NumberSlug): OwnPageGame {
  const { gameId, title } = NUMBER_GAMES[slug]
  return { gameId, slug, title, family: 'scheduled-event', loginFrom: numberPagePath(slug), pagePath: numberPagePath(slug) }
}

export const NUMBER_WEB_GAMES: readonly OwnPageGame[] = NUMBER_SLUGS.map(numberWebGame)
