import { describePlaying } from './play-support.ts'

describePlaying('millionaire-kendo')
