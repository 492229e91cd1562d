import type { SportsGame } from './definition-type.ts'
import { virtualFootball } from './football/definition.ts'
import { dogRace } from './dog-race/definition.ts'
import { horseRace } from './horse-race/definition.ts'
import { bikeRace } from './bike-race/definition.ts'
import { carRace } from './car-race/definition.ts'

/** Every virtual sports game; they share the events machinery (schedule, runner, API) and differ in roster and settings. */
export const SPORTS_GAMES: readonly SportsGame[] = [virtualFootball, dogRace, horseRace, bikeRace, carRace]

export const findSportsGame = (slug: string): SportsGame | null => SPORTS_GAMES.find((game) => game.slug === slug) ?? null
