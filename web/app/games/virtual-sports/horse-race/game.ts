import { sportsWebGame } from '../game.ts'

export const horseRaceGame = sportsWebGame('horse-race')
