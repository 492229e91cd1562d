import { CRASH_PLAY_PAGE } from './crash/game.ts'
import type { GameFamily, PlayPageGame, WebGame } from './game-definition.ts'
import { spin2WinRoyaleGame } from './roulette/game.ts'
import { spinItGame } from './spin-it/game.ts'
import { bikeRaceGame } from './virtual-sports/bike-race/game.ts'
import { carRaceGame } from './virtual-sports/car-race/game.ts'
import { dogRaceGame } from './virtual-sports/dog-race/game.ts'
import { horseRaceGame } from './virtual-sports/horse-race/game.ts'
import { virtualFootballGame } from './virtual-sports/virtual-football/game.ts'

/**
 * Every game with a page of its own here: adding one is its folder and one line. The crash games and
 * the number games are not listed: their family's one page plays every game of theirs in the
 * wallet-service's catalog (registry.server.ts), so a new crash or number game needs no edit here.
 */
export const WEB_GAMES: readonly WebGame[] = [
  spinItGame,
  spin2WinRoyaleGame,
  virtualFootballGame,
  dogRaceGame,
  horseRaceGame,
  bikeRaceGame,
  carRaceGame,
]

const bySlug = new Map(WEB_GAMES.map((game) => [game.slug, game]))
export const findWebGame = (slug: string | undefined): WebGame | null => (slug ? (bySlug.get(slug) ?? null) : null)

/** The page `/play/<slug>` shows for a game of this family (the play route found the game), or null for one with its own page. */
export function findPlayPage(slug: string, family: GameFamily): Omit<PlayPageGame, 'gameId' | 'slug' | 'title'> | null {
  if (family === 'shared-round') return CRASH_PLAY_PAGE
  const game = findWebGame(slug)
  return game && game.family !== 'scheduled-event' ? game : null
}
