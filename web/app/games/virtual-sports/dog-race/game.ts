import { sportsWebGame } from '../game.ts'

export const dogRaceGame = sportsWebGame('dog-race')
