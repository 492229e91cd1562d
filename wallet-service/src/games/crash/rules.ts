import { formatKobo, formatNaira, koboToNaira } from '@9ja/money'
import type { GameLimits } from '../definition.ts'
import type { CrashStory } from './definition-type.ts'
import type { CrashGameSettings } from './game-settings.ts'
import { roundStakesLimitKobo } from './judge.ts'

/**
 * The how-to-play every crash game shows, told in the game's own words and with its own limits
 * (the engine and the maths are the same for all of them).
 */
export function howToPlay(story: CrashStory, settings: CrashGameSettings): string[] {
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`
  return [
    `${story.title}: ${story.climber} ${story.climbs}, and the multiplier climbs from 1.00x with it. At a moment nobody knows in advance ${story.crash}; every bet still in is lost.`,
    `Each round takes bets for ${seconds(settings.bettingWindowMs)}. A bet placed after that goes into the next round. Until the round starts you can cancel a bet and get your stake back.`,
    `You may place two bets in one round, each with its own amount and its own cash-out. Press Cash out while the multiplier climbs to win your stake times the multiplier shown; the server judges the moment your request arrives.`,
    `Auto cash-out: set a multiplier (from 1.01x to ${settings.maxAutoCashOut}x) and the server cashes your bet out at exactly that multiplier if the round reaches it, even when you are offline.`,
    `Limits: a bet is ${formatNaira(settings.minBet)} to ${formatNaira(settings.maxBet)}. One bet wins at most ${formatNaira(settings.maxWinPerBet)}: a bet that reaches it is cashed out there. A round pays at most ${formatNaira(settings.maxRoundPayout)} in total: if it would pay more, every bet still in is cashed out at the multiplier where that total is reached. So that a round can always pay 1.01x, it takes at most ${formatKobo(roundStakesLimitKobo(BigInt(settings.maxRoundPayout) * 100n))} of stakes: past that, its bets are closed.`,
    `Return to player: ${settings.rtpBasisPoints / 100}%. Whatever multiplier you aim for, the chance of reaching it is ${settings.rtpBasisPoints / 100}% divided by that multiplier (2x: ${(settings.rtpBasisPoints / 200).toFixed(2)}%), so every target returns the same on average. About ${(100 - settings.rtpBasisPoints / 101).toFixed(0)}% of rounds end at 1.00x.`,
    `Fairness: every crash point comes from a chain of SHA-256 hashes made before its first round. The chain's last hash is published before play; after each round its hash is revealed, and it hashes to the hash revealed before it. Check any round on the fairness page.`,
  ]
}

/** A crash game's limits in force, in naira (the auto cash-out a multiplier), as players are shown them. */
export function crashLimits(settings: CrashGameSettings) {
  const { minBet, maxBet, maxWinPerBet, maxRoundPayout, maxAutoCashOut } = settings
  const maxRoundStakes = koboToNaira(roundStakesLimitKobo(BigInt(maxRoundPayout) * 100n))
  return { minBet, maxBet, maxWinPerBet, maxRoundPayout, maxRoundStakes, maxAutoCashOut } satisfies GameLimits
}
