import { koboToNaira } from '@9ja/money'
import { HISTORY_LENGTH, MAX_LISTED_BETS, type CrashPhase, type CrashRoundState, type PublicBet } from '@9ja/live'
import type { Queryable } from '../../db/queryable.ts'

/**
 * What anyone may read about the crash games: the current round (its link hidden until it has
 * crashed), crashed rounds with what verifies them, and a player's own bets.
 */

/** "Ch***u": the first two letters of the full name, three stars, its last letter. */
export function maskedName(fullName: string): string {
  const name = fullName.trim()
  return `${name.slice(0, 2)}***${name.slice(-1)}`
}

export const x100ToMultiplier = (x100: number) => x100 / 100

export type PublicBetRow = {
  id: string
  full_name: string
  stake_kobo: string
  target_x100: number | null
  cashed_x100: number | null
  payout_kobo: string
  status: string
}

export function publicBetFrom(row: PublicBetRow): PublicBet {
  const cashedOut = row.status === 'cashed-out'
  return {
    betId: Number(row.id),
    player: maskedName(row.full_name),
    amount: koboToNaira(BigInt(row.stake_kobo)),
    autoCashOut: row.target_x100 === null ? null : x100ToMultiplier(row.target_x100),
    cashedOutAt: cashedOut ? x100ToMultiplier(row.cashed_x100!) : null,
    win: cashedOut ? koboToNaira(BigInt(row.payout_kobo)) : null,
  }
}

/** The last crash points of a game, newest first. */
export async function crashHistory(db: Queryable, game: string): Promise<number[]> {
  const { rows } = await db.query<{ crash_x100: string }>(
    `select crash_x100 from crash_rounds where game = $1 and phase = 'crashed' order by id desc limit $2`,
    [game, HISTORY_LENGTH],
  )
  return rows.map((row) => x100ToMultiplier(Number(row.crash_x100)))
}

type RoundRow = {
  id: string
  phase: CrashPhase
  staked_kobo: string
  bet_count: number
  bets_version: number
  betting_ends_at: Date
  started_at: Date | null
  crashed_at: Date | null
  crash_x100: string
  hash: string
}

/** The game's current round as every viewer sees it (null when no round exists yet). */
export async function roundState(db: Queryable, game: string, now: Date): Promise<CrashRoundState | null> {
  const { rows } = await db.query<RoundRow>(
    `select id, phase, staked_kobo, bet_count, bets_version, betting_ends_at, started_at, crashed_at, crash_x100, hash
       from crash_rounds where game = $1 order by id desc limit 1`,
    [game],
  )
  const round = rows[0]
  if (!round) return null
  const [bets, history] = await Promise.all([
    db.query<PublicBetRow>(
      `select b.id, u.full_name, b.stake_kobo, b.target_x100, b.cashed_x100, b.payout_kobo, b.status
         from crash_bets b join users u on u.id = b.user_id
        where b.round_id = $1 and b.status <> 'void' order by b.id limit $2`,
      [round.id, MAX_LISTED_BETS],
    ),
    crashHistory(db, game),
  ])
  const crashed = round.phase === 'crashed'
  return {
    game,
    roundId: Number(round.id),
    phase: round.phase,
    bettingEndsAt: round.betting_ends_at.toISOString(),
    startedAt: round.started_at?.toISOString() ?? null,
    crashPoint: crashed ? x100ToMultiplier(Number(round.crash_x100)) : null,
    hash: crashed ? round.hash : null,
    history,
    bets: bets.rows.map(publicBetFrom),
    betCount: round.bet_count,
    totalStake: koboToNaira(BigInt(round.staked_kobo)),
    totalsVersion: round.bets_version,
    serverTime: now.toISOString(),
  }
}

/** The last crashed rounds of a game, newest first. */
export async function crashedRounds(db: Queryable, game: string, limit: number) {
  const { rows } = await db.query<{ id: string; crash_x100: string; hash: string; crashed_at: Date }>(
    `select id, crash_x100, hash, crashed_at from crash_rounds where game = $1 and phase = 'crashed' order by id desc limit $2`,
    [game, limit],
  )
  return rows.map((row) => ({
    roundId: Number(row.id),
    crashPoint: x100ToMultiplier(Number(row.crash_x100)),
    hash: row.hash,
    crashedAt: row.crashed_at.toISOString(),
  }))
}

export type RoundDetails =
  | { kind: 'not-found' }
  | { kind: 'not-finished' }
  | {
      kind: 'crashed'
      details: {
        roundId: number
        game: string
        crashPoint: number
        hash: string
        nextHash: string
        chainId: number
        chainIndex: number
        commitment: string
        rtp: number
        rtpBasisPoints: number
        growthPerMs: number
        startedAt: string
        crashedAt: string
        bettingEndsAt: string
      }
    }

/**
 * One round with what verifies it: its link (hash) and the link it hashes to (the previous round's
 * link of the chain, or the chain's commitment for its first round).
 */
export async function roundDetails(db: Queryable, game: string, roundId: number): Promise<RoundDetails> {
  const { rows } = await db.query<{
    id: string
    phase: CrashPhase
    crash_x100: string
    hash: string
    chain_id: string
    chain_index: number
    commitment: string
    previous_hash: string | null
    rtp_basis_points: number
    growth_per_ms: number
    started_at: Date
    crashed_at: Date
    betting_ends_at: Date
  }>(
    `select r.id, r.phase, r.crash_x100, r.hash, r.chain_id, r.chain_index, c.commitment, r.rtp_basis_points, r.growth_per_ms,
            r.started_at, r.crashed_at, r.betting_ends_at,
            (select p.hash from crash_rounds p where p.chain_id = r.chain_id and p.chain_index = r.chain_index - 1) as previous_hash
       from crash_rounds r join crash_chains c on c.id = r.chain_id
      where r.id = $1 and r.game = $2`,
    [roundId, game],
  )
  const row = rows[0]
  if (!row) return { kind: 'not-found' }
  if (row.phase !== 'crashed') return { kind: 'not-finished' }
  return {
    kind: 'crashed',
    details: {
      roundId: Number(row.id),
      game,
      crashPoint: x100ToMultiplier(Number(row.crash_x100)),
      hash: row.hash,
      nextHash: row.chain_index === 1 ? row.commitment : row.previous_hash!,
      chainId: Number(row.chain_id),
      chainIndex: row.chain_index,
      commitment: row.commitment,
      rtp: row.rtp_basis_points / 10_000,
      rtpBasisPoints: row.rtp_basis_points,
      growthPerMs: row.growth_per_ms,
      startedAt: row.started_at.toISOString(),
      crashedAt: row.crashed_at.toISOString(),
      bettingEndsAt: row.betting_ends_at.toISOString(),
    },
  }
}

/** The game's current chain (the newest one): its public commitment. Null before the first round. */
export async function currentChain(db: Queryable, game: string) {
  const { rows } = await db.query<{ id: string; commitment: string; length: number; created_at: Date }>(
    `select id, commitment, length, created_at from crash_chains where game = $1 order by id desc limit 1`,
    [game],
  )
  const row = rows[0]
  return row ? { chainId: Number(row.id), commitment: row.commitment, length: row.length, createdAt: row.created_at.toISOString() } : null
}

/** A player's bets in one game, or in every crash game when `game` is null, newest first. */
export async function playerBets(db: Queryable, userId: string, game: string | null, limit: number) {
  const { rows } = await db.query<{
    id: string
    game: string
    round_id: string
    slot: number
    stake_kobo: string
    target_x100: number | null
    cashed_x100: number | null
    payout_kobo: string
    status: 'open' | 'cashed-out' | 'lost' | 'void'
    phase: CrashPhase
    crash_x100: string
    placed_at: Date
  }>(
    `select b.id, r.game, b.round_id, b.slot, b.stake_kobo, b.target_x100, b.cashed_x100, b.payout_kobo, b.status, r.phase, r.crash_x100, b.placed_at
       from crash_bets b join crash_rounds r on r.id = b.round_id
      where b.user_id = $1 and ($2::text is null or r.game = $2)
      order by b.id desc limit $3`,
    [userId, game, limit],
  )
  return rows.map((row) => ({
    betId: Number(row.id),
    game: row.game,
    roundId: Number(row.round_id),
    slot: row.slot,
    amount: koboToNaira(BigInt(row.stake_kobo)),
    autoCashOut: row.target_x100 === null ? null : x100ToMultiplier(row.target_x100),
    multiplier: row.cashed_x100 === null ? null : x100ToMultiplier(row.cashed_x100),
    amountWon: koboToNaira(BigInt(row.payout_kobo)),
    status: row.status,
    crashPoint: row.phase === 'crashed' ? x100ToMultiplier(Number(row.crash_x100)) : null,
    placedAt: row.placed_at.toISOString(),
  }))
}
