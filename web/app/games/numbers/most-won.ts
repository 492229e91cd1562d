import { koboToNaira, nairaToKobo } from '@9ja/money'

/**
 * The most a ticket can win: its fixed prizes, or the whole jackpot pool as it stands when the ticket
 * plays for it (`jackpotPoolKobo`, null when it does not) and the pool is more. The pool is shared only
 * when other lines match every number too, so it is what a lone winner takes. Free of the number
 * games' rules, so the bet slip on every page can use it without carrying them.
 */
export function mostWonKobo(fixedKobo: bigint, jackpotPoolKobo: bigint | null): { kobo: bigint; withJackpot: boolean } {
  const withJackpot = jackpotPoolKobo !== null && jackpotPoolKobo > fixedKobo
  return { kobo: withJackpot ? jackpotPoolKobo : fixedKobo, withJackpot }
}

/**
 * A jackpot ticket's bet (a `NumberBet` of betting.server.ts, which imports this: typed by the fields
 * it reads and sets) with its potential win the pool (naira) when that is more than its fixed prizes.
 */
export function raisedToPool<Bet extends { potentialWin: number; withJackpot?: boolean }>(bet: Bet, pool: number | null): Bet {
  const fixedKobo = nairaToKobo(bet.potentialWin)
  if (fixedKobo === null) return bet
  const most = mostWonKobo(fixedKobo, pool === null ? null : nairaToKobo(pool))
  return most.withJackpot ? { ...bet, potentialWin: koboToNaira(most.kobo), withJackpot: true } : bet
}
