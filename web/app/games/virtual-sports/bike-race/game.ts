import { sportsWebGame } from '../game.ts'

export const bikeRaceGame = sportsWebGame('bike-race')
