import { sportsWebGame } from '../game.ts'

export const carRaceGame = sportsWebGame('car-race')
