import { sportsWebGame } from '../game.ts'

export const virtualFootballGame = sportsWebGame('virtual-football')
