import { formatAmount, formatKobo, koboToNaira } from '@9ja/money'
import { NUMBER_GAME_RULES, type BetKindRules } from '@9ja/number-games'
import type { GameLimits } from '../definition.ts'
import { duration, percent } from '../scheduled/words.ts'
import type { NumberGameDefinition } from './definition-type.ts'
import type { NumberGameSettings } from './draws/game-settings.ts'

/** A multiplier in hundredths as the rules print it: 8100 -> "81x", 270 -> "2.7x". */
export const multiplierText = (multiplierX100: number) => `${formatAmount(multiplierX100 / 100)}x`

/** What a kind's fixed prizes return, whatever the pool gets: all of its return but a jackpot kind's pool share. */
export const fixedPrizesRtpBp = (kind: BetKindRules): number => kind.rtpBp - (kind.jackpot?.shareBp ?? 0)

/** A kind's return to player with the settings in force: Jackpot Game's is its fixed prizes' plus the pool share in force. */
export function kindRtpBp(kind: BetKindRules, settings: NumberGameSettings): number {
  if (!kind.jackpot || !('jackpotShareBp' in settings)) return kind.rtpBp
  return fixedPrizesRtpBp(kind) + settings.jackpotShareBp
}

function paysText(kind: BetKindRules): string {
  if (kind.shape === 'single') return ''
  const tiers = kind.paytable.map((tier) => `${tier.matches} of ${kind.lineSize} ${multiplierText(tier.multiplierX100)}`)
  return ` A line pays ${tiers.join(', ')} the stake per line.`
}

/** How to play a number game, with the settings in force. */
export function numberGameRules(game: NumberGameDefinition, settings: NumberGameSettings): string[] {
  const rules = NUMBER_GAME_RULES[game.rules]
  const balls = rules.drawn === 1 ? 'one ball' : `${rules.drawn} balls`
  const jackpot = 'jackpotShareBp' in settings ? settings : null
  const kinds = rules.betKinds.map(
    (kind) => `${kind.label}: ${kind.summary}${paysText(kind)} Return to player ${percent(kindRtpBp(kind, settings))}.`,
  )
  const stakes = jackpot
    ? [
        `Every line costs ${formatKobo(BigInt(jackpot.lineStakeKobo))}. ${percent(jackpot.jackpotShareBp)} of every stake goes into the jackpot pool, shown live. The lines that match all ${rules.drawn} numbers share the pool equally; the house tops the pool up so that it is never below ${formatKobo(BigInt(jackpot.jackpotFloorKobo))} when a draw starts paying. Return to player: the fixed prizes plus the pool's share of every stake.`,
      ]
    : [
        `Stake ${formatKobo(BigInt(settings.minStakeKobo))} to ${formatKobo(BigInt(settings.maxStakeKobo))} per line.${rules.betKinds.some((kind) => kind.shape === 'perm' || kind.shape === 'against' || kind.shape === 'banker') ? ' Perm, Against and Banker tickets play several lines: their stake is the stake per line times their lines.' : ''}`,
      ]
  return [
    `${game.title}: ${balls} drawn from 1 to ${rules.balls} every ${duration(settings.intervalMs)}. The draw is shown for ${duration(settings.drawMs)}, then its numbers are final and bets are settled.`,
    `The next ${settings.drawsAhead === 1 ? 'draw is' : `${settings.drawsAhead} draws are`} open for betting; betting on a draw closes ${duration(settings.bettingClosesBeforeMs)} before it.`,
    ...kinds,
    ...stakes,
    `A draw takes bets until the most it could pay out reaches ${formatKobo(BigInt(settings.maxLiabilityKobo))}${rules.drawn === 1 ? ' on any one number' : ''}; a bet past that is refused, and nothing is taken.`,
    `A draw that could not be held at its time is void and every bet on it is refunded.`,
    `Fairness: every draw's numbers come from the provably fair generator, from a chain of SHA-256 hashes whose last hash is published before the chain's first draw. When a draw is over its hash is revealed, and it hashes to the hash before it; check any draw on the fairness page.`,
  ]
}

/** A number game's limits in force, in naira: the stake of one line, and the most one draw may pay. */
export function numberLimits(settings: NumberGameSettings): GameLimits {
  return {
    minBet: koboToNaira(BigInt(settings.minStakeKobo)),
    maxBet: koboToNaira(BigInt(settings.maxStakeKobo)),
    maxRoundPayout: koboToNaira(BigInt(settings.maxLiabilityKobo)),
  }
}
