import type { CrashGameDefinition } from './definition-type.ts'
import { jetCrash } from './jet-crash/definition.ts'
import { danfoCrash } from './danfo-crash/definition.ts'
import { fireCrash } from './fire-crash/definition.ts'
import { bankHeist } from './bank-heist/definition.ts'
import { ballJoggle } from './ball-joggle/definition.ts'

/** Every crash game; they share the engine (runner, bets, cash-outs) and differ in theme and parameters. */
export const CRASH_GAMES: readonly CrashGameDefinition[] = [jetCrash, danfoCrash, fireCrash, bankHeist, ballJoggle]
