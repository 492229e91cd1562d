import type { Logger } from 'pino'
import { crashPointX100, msToReach, multiplierX100At } from '@9ja/fairness/node'
import type { Pool } from '../../db/pool.ts'
import { crashHistory, x100ToMultiplier } from './public.ts'
import { ChainLinks } from '../fairness/hash-chain.ts'
import { LeaderLoop, RUNNER_LOCK_CLASSES, type Leadership } from '../leadership.ts'
import type { CrashEngine, CrashGame } from './engine.ts'
import { capX100For, exitOf, type Exit, type OpenBetTerms } from './judge.ts'
import { description, storedDescription } from '../../ledger/descriptions.ts'

export type RunnerTimings = {
  /**
   * How soon a runner whose lock connection failed connects again, and how often PostgreSQL checks
   * that a connection waiting for the lock still has its process (client_connection_check_interval).
   */
  leaderRetryMs: number
  /** How often a flight pays auto cash-outs and checks the round cap. */
  tickMs: number
  /** How long after the crash the remaining bets are settled as lost. */
  settleGraceMs: number
}

type RoundRow = {
  id: string
  phase: 'betting' | 'flying' | 'crashed'
  crash_x100: string
  hash: string
  growth_per_ms: number
  max_round_payout_kobo: string
  cap_x100: number | null
  betting_ends_at: Date
  started_at: Date | null
  crashed_at: Date | null
  settled_at: Date | null
}

type OpenBetRow = { id: string; stake_kobo: string; auto_x100: number | null; auto_reason: 'auto' | 'max-win' | null }

const termsOf = (row: OpenBetRow): OpenBetTerms & { betId: number } => ({
  betId: Number(row.id),
  stakeKobo: BigInt(row.stake_kobo),
  autoX100: row.auto_x100,
  autoReason: row.auto_reason,
})

/** Most cash-outs one statement of the runner writes. */
const SETTLE_CHUNK = 500

/**
 * One crash game's loop. Exactly one process runs it at a time: the one holding a PostgreSQL
 * session advisory lock on a dedicated connection; the others wait for it in PostgreSQL's lock
 * queue (pg_advisory_lock), so the lock passes to one of them the moment the holder's session ends,
 * with no retry timer between. If that process dies its connection drops, the lock is free, and
 * another process takes over and resumes from the database: every step reads the round's committed state and is conditional on
 * it, so nothing is drawn twice and nothing is settled twice (a round in betting keeps its
 * betting_ends_at, a round in flight crashes at its committed crash point).
 *
 * A round: created with the next link of the game's hash chain and its crash point (before any bet
 * is accepted), betting until betting_ends_at, flight (auto cash-outs and the round cap paid each
 * tick, at exactly their multiplier), crash at startedAt + msToReach(crash), settlement of what is
 * left after settleGraceMs (owed auto cash-outs paid, the rest lost), pause, next round.
 */
export class CrashRunner extends LeaderLoop {
  private readonly links = new ChainLinks('crash_chains')

  constructor(
    private readonly engine: CrashEngine,
    private readonly pool: Pool,
    private readonly connectionString: string,
    private readonly game: CrashGame,
    private readonly timings: RunnerTimings,
    private readonly logger: Logger,
  ) {
    super()
  }

  private get clock() {
    return this.engine.clock
  }

  protected override leadership(): Leadership {
    return {
      name: `crash runner ${this.game.slug}`,
      connectionString: this.connectionString,
      lockClass: RUNNER_LOCK_CLASSES.crash,
      gameId: this.game.id,
      retryMs: this.timings.leaderRetryMs,
      clock: this.clock,
      logger: this.logger,
    }
  }

  protected override async lead(signal: AbortSignal): Promise<void> {
    await this.sweepUnsettledRounds()
    while (!signal.aborted) {
      try {
        await this.step(signal)
      } catch (error) {
        if (signal.aborted) return
        this.logger.error({ err: error, game: this.game.slug }, 'a crash round step failed; trying again')
        await this.clock.sleep(this.timings.tickMs * 5, signal)
      }
    }
  }

  private async sleepUntil(atMs: number, signal: AbortSignal): Promise<void> {
    const wait = atMs - this.clock.now()
    if (wait > 0) await this.clock.sleep(wait, signal)
  }

  /** Moves the game's newest round one phase on, whatever process moved it before. */
  private async step(signal: AbortSignal): Promise<void> {
    const { rows } = await this.pool.query<RoundRow>(
      `select id, phase, crash_x100, hash, growth_per_ms, max_round_payout_kobo, cap_x100, betting_ends_at, started_at, crashed_at, settled_at
         from crash_rounds where game = $1 order by id desc limit 1`,
      [this.game.slug],
    )
    const round = rows[0]
    if (!round || round.settled_at) {
      if (round) await this.sleepUntil(round.crashed_at!.getTime() + this.game.settings.pauseMs, signal)
      if (!signal.aborted) await this.openRound()
    } else if (round.phase === 'betting') {
      await this.sleepUntil(round.betting_ends_at.getTime(), signal)
      if (!signal.aborted) await this.startFlight(Number(round.id))
    } else if (round.phase === 'flying') {
      await this.fly(round, signal)
    } else {
      await this.sleepUntil(round.crashed_at!.getTime() + this.timings.settleGraceMs, signal)
      if (signal.aborted) return
      await this.settleRound(round)
      await this.sweepUnsettledRounds()
    }
  }

  /** A new round on the next link of the game's newest chain with links left (a new chain when none has). */
  private async openRound(): Promise<void> {
    const { settings } = this.game
    await this.links.prepare(this.pool, this.game.slug, settings.chainLength)
    const client = await this.pool.connect()
    let opened: { id: number; bettingEndsAt: Date }
    try {
      await client.query('begin')
      const { chainId, chainIndex, link } = (await this.links.take(client, this.game.slug, settings.chainLength, 1))[0]!
      const bettingEndsAt = new Date(this.clock.now() + settings.bettingWindowMs)
      const inserted = await client.query<{ id: string }>(
        `insert into crash_rounds (game, chain_id, chain_index, hash, crash_x100, rtp_basis_points, growth_per_ms, max_round_payout_kobo, phase, betting_ends_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'betting', $9) returning id`,
        [
          this.game.slug,
          chainId,
          chainIndex,
          link,
          crashPointX100(link, settings.rtpBasisPoints),
          settings.rtpBasisPoints,
          settings.growthPerMs,
          BigInt(settings.maxRoundPayout) * 100n,
          bettingEndsAt,
        ],
      )
      await client.query('commit')
      opened = { id: Number(inserted.rows[0]!.id), bettingEndsAt }
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
    await this.engine.publish({
      type: 'round-opened',
      game: this.game.slug,
      roundId: opened.id,
      at: new Date(this.clock.now()).toISOString(),
      bettingEndsAt: opened.bettingEndsAt.toISOString(),
      history: await crashHistory(this.pool, this.game.slug),
    })
  }

  /**
   * Closes the betting and starts the flight. The round row is locked FOR UPDATE, which waits for
   * every bet statement holding its row lock and makes later ones re-read the phase, so no bet slips
   * in after the start. The round cap starts from the stakes in (at 1.01x or above: the bet
   * statement keeps them within the round's payout at 1.01x).
   */
  private async startFlight(roundId: number): Promise<void> {
    const client = await this.pool.connect()
    let startedAt: Date | null = null
    try {
      await client.query('begin')
      const { rows } = await client.query<{ phase: string; max_round_payout_kobo: string; staked_kobo: string }>(
        'select phase, max_round_payout_kobo, staked_kobo from crash_rounds where id = $1 for update',
        [roundId],
      )
      if (rows[0]?.phase === 'betting') {
        startedAt = new Date(this.clock.now())
        const cap = capX100For(BigInt(rows[0].max_round_payout_kobo), 0n, BigInt(rows[0].staked_kobo))
        await client.query(`update crash_rounds set phase = 'flying', started_at = $2, cap_x100 = $3 where id = $1`, [
          roundId,
          startedAt,
          cap,
        ])
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
    if (startedAt) {
      await this.engine.publish({
        type: 'round-started',
        game: this.game.slug,
        roundId,
        at: startedAt.toISOString(),
        startedAt: startedAt.toISOString(),
      })
    }
  }

  /** Ticks through the flight (auto cash-outs, the round cap) until the committed crash instant, then crashes the round. */
  private async fly(round: RoundRow, signal: AbortSignal): Promise<void> {
    const roundId = Number(round.id)
    const crashX100 = Number(round.crash_x100)
    const startedAtMs = round.started_at!.getTime()
    const crashAtMs = startedAtMs + msToReach(crashX100, round.growth_per_ms)
    let cap = round.cap_x100
    while (!signal.aborted) {
      const now = this.clock.now()
      if (now >= crashAtMs) break
      const reached = multiplierX100At(now - startedAtMs, round.growth_per_ms)
      if (cap !== null && cap <= reached) cap = await this.raiseCap(roundId, BigInt(round.max_round_payout_kobo), cap)
      await this.payReached(roundId, reached, cap, cap !== null && cap <= reached)
      await this.clock.sleep(Math.min(this.timings.tickMs, crashAtMs - this.clock.now()), signal)
    }
    if (signal.aborted) return
    const crashedAt = new Date(crashAtMs)
    const { rowCount } = await this.pool.query(
      `update crash_rounds set phase = 'crashed', crashed_at = $2 where id = $1 and phase = 'flying'`,
      [roundId, crashedAt],
    )
    if (rowCount) {
      await this.engine.publish({
        type: 'round-crashed',
        game: this.game.slug,
        roundId,
        at: new Date(this.clock.now()).toISOString(),
        crashPoint: x100ToMultiplier(crashX100),
        hash: round.hash,
        crashedAt: crashedAt.toISOString(),
      })
    }
  }

  /**
   * The round cap once the flight reaches it: recomputed from the wins paid and the stakes still in
   * (players who cashed out below it made room), and raised when it can be. Only ever raised, so a
   * cash-out judged against an earlier cap stays within the round's payout.
   */
  private async raiseCap(roundId: number, maxRoundPayoutKobo: bigint, cap: number): Promise<number> {
    const { rows } = await this.pool.query<{ paid: string; open: string }>(
      `select coalesce(sum(payout_kobo) filter (where status = 'cashed-out'), 0)::text as paid,
              coalesce(sum(stake_kobo) filter (where status = 'open'), 0)::text as open
         from crash_bets where round_id = $1`,
      [roundId],
    )
    const recomputed = capX100For(maxRoundPayoutKobo, BigInt(rows[0]!.paid), BigInt(rows[0]!.open))
    if (recomputed === null || recomputed <= cap) return cap
    await this.pool.query('update crash_rounds set cap_x100 = greatest(cap_x100, $2) where id = $1', [roundId, recomputed])
    return recomputed
  }

  /** Pays, at exactly their multiplier, the open bets whose auto cash-out (or the round cap, when `capReached`) the flight has reached. */
  private async payReached(roundId: number, reachedX100: number, cap: number | null, capReached: boolean): Promise<void> {
    const { rows } = await this.pool.query<OpenBetRow>(
      `select id, stake_kobo, auto_x100, auto_reason from crash_bets
        where round_id = $1 and status = 'open' and ($3 or auto_x100 <= $2)`,
      [roundId, reachedX100, capReached],
    )
    await this.payExits(
      roundId,
      rows.map(termsOf).flatMap((bet) => {
        const exit = exitOf(bet, reachedX100, cap, false)
        return exit ? [{ betId: bet.betId, exit }] : []
      }),
    )
  }

  private async payExits(roundId: number, exits: { betId: number; exit: Exit }[]): Promise<void> {
    for (let at = 0; at < exits.length; at += SETTLE_CHUNK) {
      const chunk = exits.slice(at, at + SETTLE_CHUNK)
      const paid = await this.engine.settleCashOuts(
        chunk.map(({ betId, exit }) => this.engine.cashOutSettlement({ betId, game: this.game.slug, roundId }, exit)),
      )
      this.engine.publishCashOuts(
        this.game.slug,
        roundId,
        chunk.filter((_, index) => paid[index]),
      )
    }
  }

  /**
   * After the crash (and the grace for cash-outs received in time but processed late): pays the
   * auto cash-outs and cap cash-outs below the crash point not paid yet, marks every other open bet
   * lost, and marks the round settled. Safe to run again: every write is conditional on 'open'.
   */
  private async settleRound(round: Pick<RoundRow, 'id' | 'crash_x100' | 'cap_x100'>): Promise<void> {
    const roundId = Number(round.id)
    const crashX100 = Number(round.crash_x100)
    const owed = await this.pool.query<OpenBetRow>(
      `select id, stake_kobo, auto_x100, auto_reason from crash_bets
        where round_id = $1 and status = 'open' and (auto_x100 < $2 or $3)`,
      [roundId, crashX100, round.cap_x100 !== null && round.cap_x100 < crashX100],
    )
    await this.payExits(
      roundId,
      owed.rows.map(termsOf).flatMap((bet) => {
        const exit = exitOf(bet, crashX100 - 1, round.cap_x100, false)
        return exit ? [{ betId: bet.betId, exit }] : []
      }),
    )
    const house = await this.engine.house()
    const lost = storedDescription(description('crashBetLost', { game: this.game.title, round: String(roundId) }))
    await this.pool.query(
      `with lost as (
         update crash_bets set status = 'lost', settled_at = $5 where round_id = $1 and status = 'open'
         returning id, user_id, stake_kobo
       ), entry as (
         insert into journal_entries (kind, idempotency_key, user_id, description, description_key, description_params)
         select 'game:crash-loss', 'crash-loss:' || id, user_id, $2, $6, $7::jsonb from lost
         returning id, idempotency_key
       )
       insert into postings (entry_id, account_id, amount_kobo)
       select entry.id, p.account_id, p.amount_kobo
         from entry join lost on entry.idempotency_key = 'crash-loss:' || lost.id
        cross join lateral (values ($3::bigint, -lost.stake_kobo), ($4::bigint, lost.stake_kobo)) p(account_id, amount_kobo)`,
      [roundId, lost.text, house.betsInPlay, house.gameStakes, new Date(this.clock.now()), lost.key, lost.params],
    )
    await this.pool.query('update crash_rounds set settled_at = $2 where id = $1 and settled_at is null', [
      roundId,
      new Date(this.clock.now()),
    ])
  }

  /** Open bets of rounds already settled (a write that committed after its round's settlement) are settled now. */
  private async sweepUnsettledRounds(): Promise<void> {
    const { rows } = await this.pool.query<Pick<RoundRow, 'id' | 'crash_x100' | 'cap_x100'>>(
      `select r.id, r.crash_x100, r.cap_x100 from crash_rounds r
        where r.id = any (array(select distinct b.round_id from crash_bets b where b.status = 'open'))
          and r.game = $1 and r.settled_at is not null`,
      [this.game.slug],
    )
    for (const round of rows) await this.settleRound(round)
  }
}
