import { randomBytes } from 'node:crypto'
import { chainLinkAfter, crashPointX100 } from '@9ja/fairness/node'
import type { CrashEvent } from '@9ja/live'
import { crashChannel } from '@9ja/live'
import type { Pool } from '../../../src/db/pool.ts'
import type { TestApp } from '../../support/database.ts'
import type { ManualClock } from '../../support/manual-clock.ts'
import { waitFor } from '../../support/wait-for.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'

/** Fast rounds for tests: short windows and pauses, a quick flight (2x in 1.4 s, 20x in 6 s), short chains. */
export const FAST_CRASH_SETTINGS = {
  CRASH_RUNNERS: 'on',
  CRASH_LEADER_RETRY_MS: '100',
  CRASH_TICK_MS: '20',
  CRASH_SETTLE_GRACE_MS: '100',
  CRASH_GAME_SETTINGS: JSON.stringify({ '*': { bettingWindowMs: 700, pauseMs: 150, growthPerMs: 0.0005, chainLength: 50 } }),
}

/**
 * How a test waits for what the round runners do: polling while they run in real time (waitFor), or
 * moving their manual clock on until it comes (onClock).
 */
export type RunnerWait = <T>(probe: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string) => Promise<T>

/** Waiting for runners on a manual clock, `loops` of them asleep on it between steps: their time moves on until the probe answers. */
export const onClock =
  (clock: ManualClock, loops: number): RunnerWait =>
  (probe, timeoutMs, what) =>
    clock.advanceUntil(probe, timeoutMs, what, loops)

/**
 * Steers a round of the game the only way the operator could, and nobody else: by installing a hash
 * chain (of one link) whose link decides a crash point `wanted` accepts, as the newest chain of the
 * game. Its runner plays it next: at once when it has not started yet (its first round), else after
 * the round under way (steerNextRound).
 */
export async function installSteeredChain(pool: Pool, game: string, wanted: (crashX100: number) => boolean, rtpBasisPoints = 9700) {
  let seed: string
  do seed = randomBytes(32).toString('hex')
  while (!wanted(crashPointX100(seed, rtpBasisPoints)))
  const { rows } = await pool.query<{ id: string }>(
    `insert into crash_chains (game, seed, commitment, length) values ($1, $2, $3, 1) returning id`,
    [game, seed, chainLinkAfter(seed)],
  )
  return { chainId: rows[0]!.id, crashX100: crashPointX100(seed, rtpBasisPoints), hash: seed }
}

/** The round playing a steered chain, once it takes bets. */
export function steeredRound(pool: Pool, chain: Awaited<ReturnType<typeof installSteeredChain>>, wait: RunnerWait = waitFor) {
  return wait(
    async () => {
      const round = await pool.query<{ id: string; betting_ends_at: Date }>(
        `select id, betting_ends_at from crash_rounds where chain_id = $1`,
        [chain.chainId],
      )
      const row = round.rows[0]
      return row && { roundId: Number(row.id), crashX100: chain.crashX100, hash: chain.hash, bettingEndsAt: row.betting_ends_at }
    },
    30_000,
    'the steered round',
  )
}

/** Steers the game's next round (installSteeredChain) while its runner runs, and answers it once it takes bets. */
export async function steerNextRound(
  pool: Pool,
  game: string,
  wanted: (crashX100: number) => boolean,
  { rtpBasisPoints = 9700, wait = waitFor }: { rtpBasisPoints?: number; wait?: RunnerWait } = {},
) {
  // A runner that has not opened its first round yet could make its own first chain after this one, which would then come first.
  await wait(
    async () => (await pool.query('select 1 from crash_rounds where game = $1 limit 1', [game])).rowCount,
    30_000,
    `the first round of ${game}`,
  )
  return steeredRound(pool, await installSteeredChain(pool, game, wanted, rtpBasisPoints), wait)
}

export async function roundPhase(pool: Pool, roundId: number) {
  const { rows } = await pool.query<{ phase: string; settled_at: Date | null }>(
    `select phase, settled_at from crash_rounds where id = $1`,
    [roundId],
  )
  return rows[0]!
}

export const untilPhase = (pool: Pool, roundId: number, phase: 'flying' | 'crashed' | 'settled', wait: RunnerWait = waitFor) =>
  wait(
    async () => {
      const round = await roundPhase(pool, roundId)
      return phase === 'settled' ? round.settled_at !== null : round.phase === phase
    },
    20_000,
    `round ${roundId} ${phase}`,
  )

/** A player with ₦100,000 whose session lives on the manual clock's days (it was opened, and last seen, on the real clock, for a day). */
export async function playerOnClock(t: TestApp, clock: ManualClock, fullName: string): Promise<TestUser> {
  const user = await createTestUser(t.pool, { fullName })
  await creditWallet(t.pool, user.userId, 100_000_00n)
  await t.pool.query(`update sessions set last_seen_at = $2, expires_at = $2::timestamptz + interval '1 day' where user_id = $1`, [
    user.userId,
    new Date(clock.now()),
  ])
  return user
}

export const post = (t: TestApp, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload })

/** Every event the game publishes from now on, in order. */
export async function recordEvents(t: TestApp, game: string) {
  const events: CrashEvent[] = []
  const stop = await t.events.subscribe(crashChannel(game), (message) => events.push(JSON.parse(message) as CrashEvent))
  return { events, stop }
}

export async function betRow(pool: Pool, betId: number) {
  const { rows } = await pool.query(
    `select status, stake_kobo::int as stake, auto_x100, auto_reason, cashed_x100, payout_kobo::int as payout, reason from crash_bets where id = $1`,
    [betId],
  )
  return rows[0]
}
