import { webGameIdentity, type PlayPageGame } from '../game-definition.ts'
import { SpinItPlayPage } from './SpinItGame.tsx'

export const spinItGame: PlayPageGame = {
  ...webGameIdentity('spin-it'),
  family: 'instant',
  loginFrom: 'PlaySpinIt',
  Page: SpinItPlayPage,
  recentRounds: 0,
}
