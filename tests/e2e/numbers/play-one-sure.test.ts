import { describePlaying } from './play-support.ts'

describePlaying('one-sure')
