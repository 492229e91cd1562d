import type { BetSlotState } from './bet-slot.ts'

/**
 * Auto-bet: a panel places its bet again at each new round, for a number of rounds, and stops early
 * once the player's net result passes a loss or a win limit (naira). Amounts are counted in kobo so
 * that limits compare exactly.
 */
export type AutoBetPlan = {
  rounds: number
  /** Stop once the net loss reaches this many naira (null: no limit). */
  stopOnLoss: number | null
  /** Stop once the net win reaches this many naira (null: no limit). */
  stopOnWin: number | null
}

/** The plan as typed in the Auto tab: whole numbers, the limits empty when there are none. */
export type AutoBetPlanFields = { rounds: string; stopOnLoss: string; stopOnWin: string }

export const STARTING_AUTO_BET_PLAN: AutoBetPlanFields = { rounds: '10', stopOnLoss: '', stopOnWin: '' }

export function autoBetPlanOf(fields: AutoBetPlanFields): AutoBetPlan {
  const limit = (text: string) => (text === '' ? null : Number(text))
  return { rounds: Number(fields.rounds), stopOnLoss: limit(fields.stopOnLoss), stopOnWin: limit(fields.stopOnWin) }
}

export type AutoBetRun = {
  plan: AutoBetPlan
  roundsPlayed: number
  /** Won minus staked over the rounds played, in kobo. */
  netKobo: number
}

export type AutoBetStop = 'rounds' | 'loss-limit' | 'win-limit'

const kobo = (naira: number) => Math.round(naira * 100)

export const MAX_AUTO_BET_ROUNDS = 1000

export function startAutoBet(plan: AutoBetPlan): AutoBetRun {
  if (!Number.isInteger(plan.rounds) || plan.rounds < 1 || plan.rounds > MAX_AUTO_BET_ROUNDS)
    throw new RangeError(`auto-bet runs 1 to ${MAX_AUTO_BET_ROUNDS} rounds`)
  for (const limit of [plan.stopOnLoss, plan.stopOnWin]) {
    if (limit !== null && !(limit > 0)) throw new RangeError('a stop limit is a positive amount')
  }
  return { plan, roundsPlayed: 0, netKobo: 0 }
}

/** The run after one settled round: `stake` staked, `won` paid back (0 when the bet lost). */
export function recordAutoBetRound(run: AutoBetRun, round: { stake: number; won: number }): AutoBetRun {
  return { ...run, roundsPlayed: run.roundsPlayed + 1, netKobo: run.netKobo + kobo(round.won) - kobo(round.stake) }
}

/** Why the run ends now, or null when it places the next bet. */
export function autoBetStop(run: AutoBetRun): AutoBetStop | null {
  const { plan, roundsPlayed, netKobo } = run
  if (plan.stopOnLoss !== null && -netKobo >= kobo(plan.stopOnLoss)) return 'loss-limit'
  if (plan.stopOnWin !== null && netKobo >= kobo(plan.stopOnWin)) return 'win-limit'
  return roundsPlayed >= plan.rounds ? 'rounds' : null
}

/**
 * What a run does as a round opens, given the panel's bet until then: nothing while that bet is still
 * on its way or in play, else stop at a limit or play the round, the bet just settled counted (once:
 * the round's opening clears it from the panel).
 */
export function autoBetAtRoundOpen(
  run: AutoBetRun,
  bet: BetSlotState,
  roundId: number,
): { play: AutoBetRun } | { stop: AutoBetStop } | null {
  if (bet.kind === 'idle') return { play: run }
  if (!('bet' in bet) || bet.bet.roundId >= roundId) return null
  // A bet whose end the page missed (a reconnect) is not counted: its result is unknown here.
  if (bet.kind !== 'cashed-out' && bet.kind !== 'lost') return { play: run }
  const counted = recordAutoBetRound(run, { stake: bet.bet.amount, won: bet.kind === 'cashed-out' ? bet.win : 0 })
  const stop = autoBetStop(counted)
  return stop ? { stop } : { play: counted }
}

/** Rounds still to play. */
export function autoBetRoundsLeft(run: AutoBetRun): number {
  return Math.max(0, run.plan.rounds - run.roundsPlayed)
}
