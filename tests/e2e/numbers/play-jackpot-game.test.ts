import { describePlaying } from './play-support.ts'

describePlaying('jackpot-game')
