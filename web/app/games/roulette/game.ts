import { webGameIdentity, type PlayPageGame } from '../game-definition.ts'
import { RoulettePlayPage } from './RouletteTable.tsx'

export const spin2WinRoyaleGame: PlayPageGame = {
  ...webGameIdentity('spin2win-royale'),
  family: 'instant',
  loginFrom: 'Virtual',
  Page: RoulettePlayPage,
  // The strip of recent results beside the wheel.
  recentRounds: 12,
}
