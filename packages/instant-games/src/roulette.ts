/**
 * Spin 2 Win Royale: European single-zero roulette (37 pockets, 0 to 36). Bets, odds and the
 * return to player of each are written in wallet-service/src/games/roulette/PAYTABLE.md.
 */
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
/** Pocket order around a European wheel, clockwise from zero (for drawing and for the sectors). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const

export type Colour = 'red' | 'black' | 'green'
export const colourOf = (n: number): Colour => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black')

/** The classic French wheel sectors, as the sets of numbers they cover. */
export const SECTORS = {
  'voisins-du-zero': [22, 18, 29, 7, 28, 12, 35, 3, 26, 0, 32, 15, 19, 4, 21, 2, 25],
  'tiers-du-cylindre': [27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33],
  orphelins: [17, 34, 6, 1, 20, 14, 31, 9],
  'jeu-zero': [12, 35, 3, 26, 0, 32, 15],
} as const satisfies Record<string, readonly number[]>
export type SectorName = keyof typeof SECTORS

export type Bet =
  | { type: 'straight'; selection: number }
  | { type: 'colour'; selection: 'red' | 'black' }
  | { type: 'parity'; selection: 'odd' | 'even' }
  | { type: 'range'; selection: 'low' | 'high' }
  | { type: 'dozen'; selection: 1 | 2 | 3 }
  | { type: 'sector'; selection: SectorName }

/**
 * Numbers a bet covers and the multiplier paid on the stake of each covered number when it wins
 * (total return, stake included). A sector bet places `amount` on EACH of its numbers, so it is a
 * set of straight-up bets with an even stake: total stake = amount × size, a hit returns amount × 36.
 */
export function coverage(bet: Bet): { numbers: readonly number[]; returnMultiplier: number; stakeUnits: number } {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  switch (bet.type) {
    case 'straight':
      return { numbers: [bet.selection], returnMultiplier: 36, stakeUnits: 1 }
    case 'colour':
      return { numbers: range(1, 36).filter((n) => colourOf(n) === bet.selection), returnMultiplier: 2, stakeUnits: 1 }
    case 'parity':
      return { numbers: range(1, 36).filter((n) => (n % 2 === 1) === (bet.selection === 'odd')), returnMultiplier: 2, stakeUnits: 1 }
    case 'range':
      return { numbers: bet.selection === 'low' ? range(1, 18) : range(19, 36), returnMultiplier: 2, stakeUnits: 1 }
    case 'dozen':
      return { numbers: range(12 * bet.selection - 11, 12 * bet.selection), returnMultiplier: 3, stakeUnits: 1 }
    case 'sector':
      return { numbers: SECTORS[bet.selection], returnMultiplier: 36, stakeUnits: SECTORS[bet.selection].length }
  }
}

/** The odds as printed on the table ("35:1"); for sectors, per number of the sector. */
export function oddsLabel(bet: Bet): string {
  return `${coverage(bet).returnMultiplier - 1}:1`
}

/** Total stake of a bet: its amount, or amount per number for a sector. */
export const totalStakeKobo = (bet: Bet, amountKobo: bigint) => amountKobo * BigInt(coverage(bet).stakeUnits)
/** Largest amount a bet can return (stake included). */
export const maxReturnKobo = (bet: Bet, amountKobo: bigint) => amountKobo * BigInt(coverage(bet).returnMultiplier)

/** What a bet returns when `pocket` comes up: stake × (odds + 1), or nothing. */
export function betReturnKobo(bet: Bet, amountKobo: bigint, pocket: number): bigint {
  const { numbers, returnMultiplier } = coverage(bet)
  return numbers.includes(pocket) ? amountKobo * BigInt(returnMultiplier) : 0n
}

/** Exact RTP of a bet: sum over pockets of its return, over 37 pockets, over its stake. */
export function rouletteTheoreticalRtp(bet: Bet): number {
  const { numbers, returnMultiplier, stakeUnits } = coverage(bet)
  return (numbers.length * returnMultiplier) / WHEEL_ORDER.length / stakeUnits
}
