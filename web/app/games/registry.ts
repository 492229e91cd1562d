import { CRASH_WEB_GAMES } from './crash/game.ts'
import type { PlayPageGame, WebGame } from './game-definition.ts'
import { NUMBER_WEB_GAMES } from './numbers/game.ts'
import { spin2WinRoyaleGame } from './roulette/game.ts'
import { spinItGame } from './spin-it/game.ts'
import { bikeRaceGame } from './virtual-sports/bike-race/game.ts'
import { carRaceGame } from './virtual-sports/car-race/game.ts'
import { dogRaceGame } from './virtual-sports/dog-race/game.ts'
import { horseRaceGame } from './virtual-sports/horse-race/game.ts'
import { virtualFootballGame } from './virtual-sports/virtual-football/game.ts'

/** Every game with a page here: adding a game is its folder and one line. */
export const WEB_GAMES: readonly WebGame[] = [
  spinItGame,
  spin2WinRoyaleGame,
  ...CRASH_WEB_GAMES,
  virtualFootballGame,
  dogRaceGame,
  horseRaceGame,
  bikeRaceGame,
  carRaceGame,
  ...NUMBER_WEB_GAMES,
]

const bySlug = new Map(WEB_GAMES.map((game) => [game.slug, game]))
export const findWebGame = (slug: string | undefined): WebGame | null => (slug ? (bySlug.get(slug) ?? null) : null)

/** The game `/play/<slug>` plays itself, or null (no such game, or one with its own page). */
export function findPlayPageGame(slug: string | undefined): PlayPageGame | null {
  const game = findWebGame(slug)
  return game && game.family !== 'scheduled-event' ? game : null
}
