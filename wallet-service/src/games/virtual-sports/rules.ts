import { formatNaira } from '@9ja/money'
import type { Config } from '../../config.ts'
import type { GameLimits } from '../definition.ts'
import { settingsOf } from './settings-of.ts'
import type { FootballGame, RaceGame } from './definition-type.ts'
import { duration, percent } from '../scheduled/words.ts'

/** "6, 8, 10 or 12". */
const either = (values: readonly number[]) =>
  values.length === 1 ? `${values[0]}` : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

/** The bet slip's limits, the same for every virtual sport (the bet settings). */
export function sportsLimits(config: Config): GameLimits {
  return {
    minBet: config.BET_MIN_STAKE,
    maxBet: config.BET_MAX_STAKE,
    maxWinPerBet: config.BET_MAX_PAYOUT,
    maxSelections: config.BET_MAX_SELECTIONS,
  }
}

function slipRules(config: Config): string[] {
  return [
    `Tap odds to add selections to your bet slip, then stake them as singles (one bet per selection) or as one multiple (every selection must win; selections from the same event cannot be combined). Odds that changed since you added a selection are shown and must be accepted; an event that has started drops out of the slip.`,
    `Limits: a bet is ${formatNaira(config.BET_MIN_STAKE)} to ${formatNaira(config.BET_MAX_STAKE)}; a bet slip takes at most ${config.BET_MAX_SELECTIONS} selections; one bet wins at most ${formatNaira(config.BET_MAX_PAYOUT)}, and its potential win shown before staking is capped there.`,
    `An event that could not be played at its time is void and every bet on it is refunded; in a multiple, a void selection counts at odds 1.00.`,
  ]
}

const fairnessRule = (what: string) =>
  `Fairness: every ${what} is drawn from the same probabilities its odds come from, by the provably fair generator, from a chain of SHA-256 hashes whose last hash is published before the chain's first event. When an event is over its hash is revealed, and it hashes to the hash before it; check any event on the fairness page.`

/** How to play Virtual Football, with the settings in force. */
export function footballRules(game: FootballGame, config: Config): string[] {
  const settings = settingsOf(config, game)
  const clubs = game.clubs.length
  const { rtp } = settings
  return [
    `${game.title}: the ${game.league}, ${clubs} clubs, a season of ${2 * (clubs - 1)} matchdays in which every club plays every other home and away. A matchday kicks off every ${duration(settings.intervalMs)}; each match is shown as ${duration(settings.playMs)} of highlights, then its result is final. Win 3 points, draw 1.`,
    `The next ${settings.eventsAhead} matchdays are open for betting; betting on a matchday closes ${duration(settings.bettingClosesBeforeMs)} before kick-off.`,
    `Markets: 1X2 (home win, draw, away win at full time), double chance (1X, 12, X2), over/under 1.5, 2.5 and 3.5 goals, both teams to score (GG/NG), correct score (every score up to 6-6) and half-time result.`,
    `Odds: each club has published attack and defence ratings. With home advantage they give each side's expected goals, and a Poisson score grid (up to 6 goals a side) gives every market's probabilities. Odds are those probabilities less each market's margin; return to player: 1X2 ${percent(rtp['1x2'])}, double chance ${percent(rtp.dc)}, over/under 1.5 ${percent(rtp['ou1.5'])}, 2.5 ${percent(rtp['ou2.5'])}, 3.5 ${percent(rtp['ou3.5'])}, GG/NG ${percent(rtp.btts)}, correct score ${percent(rtp.cs)}, half-time result ${percent(rtp.ht)}. Form is shown but does not move the odds.`,
    ...slipRules(config),
    fairnessRule('score'),
  ]
}

/** How to play a race game, with the settings in force. */
export function raceRules(game: RaceGame, config: Config): string[] {
  const settings = settingsOf(config, game)
  const { rtp, fieldSizes } = settings
  const { story } = game
  const fieldWords = fieldSizes.length === 1 ? `${fieldSizes[0]} ${story.runners}` : `${either(fieldSizes)} ${story.runners}`
  return [
    `${game.title}: ${fieldWords} go ${story.start} on ${story.track}, a race every ${duration(settings.intervalMs)}. A race lasts ${duration(settings.playMs)}, then its finishing order is final.`,
    `The next ${settings.eventsAhead} races are open for betting; betting on a race closes ${duration(settings.bettingClosesBeforeMs)} before the off.`,
    `Markets: win (your ${story.runner} wins), place (your ${story.runner} finishes in the first two when ${story.runners} number 7 or fewer, in the first three when 8 or more), forecast (the first two in order) and tricast (the first three in order).`,
    `Odds: each race's field (which ${story.runners} run and their strengths) is drawn from a public stream fixed before the chain's first race, so nobody picks it. A ${story.runner}'s chance of winning is its strength over the field's total; the finishing order is drawn place by place the same way among those left. Odds are those probabilities less each market's margin; return to player: win ${percent(rtp.win)}, place ${percent(rtp.place)}, forecast ${percent(rtp.fc)}, tricast ${percent(rtp.tc)}.`,
    ...slipRules(config),
    fairnessRule('finishing order'),
  ]
}
