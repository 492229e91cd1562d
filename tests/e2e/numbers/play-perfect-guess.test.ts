import { describePlaying } from './play-support.ts'

describePlaying('perfect-guess')
