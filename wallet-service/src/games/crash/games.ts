import type { CrashGameSettings } from './settings.ts'
import { jetCrash } from './jet-crash/definition.ts'
import { danfoCrash } from './danfo-crash/definition.ts'
import { fireCrash } from './fire-crash/definition.ts'
import { bankHeist } from './bank-heist/definition.ts'
import { ballJoggle } from './ball-joggle/definition.ts'

/** One crash game: its catalog identity (migration 0009), its theme, its rules and its parameter defaults. */
export type CrashGameDefinition = {
  id: number
  slug: string
  title: string
  /** One line on what flies (or rolls) and why it stops. */
  theme: string
  /** How to play, in English (the web shows its own translations from locales/). */
  rules: string
  defaults: CrashGameSettings
}

/** Every crash game; they share the engine (runner, bets, cash-outs) and differ in theme and parameters. */
export const CRASH_GAMES: readonly CrashGameDefinition[] = [jetCrash, danfoCrash, fireCrash, bankHeist, ballJoggle]
