import { koboToNaira } from '@9ja/money'
import type { GameDefinition, GameLimits } from '../definition.ts'
import { roundStakesLimitKobo } from './judge.ts'
import { howToPlay, type CrashStory } from './rules.ts'
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
  /** The game's own words for its how-to-play (rules.ts tells it with the settings in force). */
  story: CrashStory
  defaults: CrashGameSettings
}

/** Every crash game; they share the engine (runner, bets, cash-outs) and differ in theme and parameters. */
export const CRASH_GAMES: readonly CrashGameDefinition[] = [jetCrash, danfoCrash, fireCrash, bankHeist, ballJoggle]

/** A crash game's limits in force, in naira (the auto cash-out a multiplier), as players are shown them. */
export function crashLimits(settings: CrashGameSettings) {
  const { minBet, maxBet, maxWinPerBet, maxRoundPayout, maxAutoCashOut } = settings
  const maxRoundStakes = koboToNaira(roundStakesLimitKobo(BigInt(maxRoundPayout) * 100n))
  return { minBet, maxBet, maxWinPerBet, maxRoundPayout, maxRoundStakes, maxAutoCashOut } satisfies GameLimits
}

/** A crash game as the games registry holds it: its rules, RTP and limits from the settings in force. */
function asGameDefinition(game: CrashGameDefinition, index: number): GameDefinition {
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    family: 'shared-round',
    type: 'virtual',
    subType: 'crash',
    provider: 'in-house',
    sortOrder: 10 + index,
    theme: game.theme,
    rules: (config) => howToPlay(game.story, config.CRASH_GAME_SETTINGS[game.slug]!),
    rtp: (config) => config.CRASH_GAME_SETTINGS[game.slug]!.rtpBasisPoints / 10_000,
    limits: (config) => crashLimits(config.CRASH_GAME_SETTINGS[game.slug]!),
  }
}

/** The crash games' entries of the games registry (their routes are the family's, registered once). */
export const CRASH_GAME_DEFINITIONS: readonly GameDefinition[] = CRASH_GAMES.map(asGameDefinition)
