import type { Logger } from 'pino'
import type { Pool } from '../../../db/pool.ts'
import type { Clock } from '../../clock.ts'
import { ChainLinks } from '../../fairness/hash-chain.ts'
import { competeForLead, RUNNER_LOCK_CLASSES } from '../../leadership.ts'
import type { SportsGame } from '../games.ts'
import type { SportsGameSettings } from './settings.ts'
import type { EventSettlement } from '../bets/settlement.ts'
import {
  finishDueEvents,
  markSettled,
  refreshForm,
  repriceOpenEvents,
  scheduleAhead,
  startDueEvents,
  unsettledEvents,
  voidLateEvents,
} from './store.ts'

export type SportsRunnerTimings = {
  /** How often a process that does not lead tries the lock. */
  leaderRetryMs: number
  /** An open event whose start passed more than this before a runner got to it is void. */
  lateVoidMs: number
}

/** Longest the loop sleeps between two looks at the game, whatever its next known instant. */
const MAX_NAP_MS = 60_000
/** Pause after a step failed, before trying again. */
const RETRY_MS = 1000

/**
 * One virtual sports game's event loop. Exactly one process runs it at a time (leadership.ts,
 * `pg_try_advisory_lock(20200, gameId)`); every step reads the events' committed state and is
 * conditional on it, so a process that takes over resumes where the last one stopped and nothing is
 * drawn, finished or settled twice.
 *
 * A step, at each instant it knows of (a start, an end): void the open events whose start passed
 * more than lateVoidMs ago; start the events whose start has come (result drawn from the link,
 * status live); finish the live events whose end has come; settle the bets of every finished or
 * void event not settled yet (through `settlement`), then mark it settled; schedule events until
 * `eventsAhead` are open. Taking the lead, it first re-prices the open events priced at an RTP that
 * is no longer in force.
 */
export class SportsRunner {
  private readonly stopping = new AbortController()
  private running: Promise<void> | null = null
  private readonly links = new ChainLinks('sports_chains')

  constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
    private readonly game: SportsGame,
    private readonly settings: SportsGameSettings,
    private readonly settlement: EventSettlement,
    private readonly clock: Clock,
    private readonly timings: SportsRunnerTimings,
    private readonly logger: Logger,
    /** Told after every step that changed the game's events (the events answers' cache listens). */
    private readonly changed: (game: string) => void = () => {},
  ) {}

  start(): void {
    this.running ??= competeForLead(
      {
        name: `sports runner ${this.game.slug}`,
        connectionString: this.connectionString,
        lockClass: RUNNER_LOCK_CLASSES.sports,
        gameId: this.game.id,
        retryMs: this.timings.leaderRetryMs,
        clock: this.clock,
        logger: this.logger,
      },
      this.stopping.signal,
      (held) => this.lead(held),
    )
  }

  /** Stops the loop, releases the lock (its connection ends) and waits for the current step to finish. */
  async stop(): Promise<void> {
    this.stopping.abort()
    await this.running
  }

  private async lead(signal: AbortSignal): Promise<void> {
    let repriced = false
    while (!signal.aborted) {
      try {
        if (!repriced) {
          const count = await repriceOpenEvents(this.pool, this.game, this.settings, this.clock.now())
          if (count > 0) this.logger.info({ game: this.game.slug, events: count }, 'open events re-priced at the RTP in force')
          repriced = true
        }
        const wakeAtMs = await this.step()
        const nap = Math.min(wakeAtMs - this.clock.now(), MAX_NAP_MS)
        if (nap > 0) await this.clock.sleep(nap, signal)
      } catch (error) {
        if (signal.aborted) return
        this.logger.error({ err: error, game: this.game.slug }, 'a sports event step failed; trying again')
        await this.clock.sleep(RETRY_MS, signal)
      }
    }
  }

  /** Moves every event of the game that is due on, and answers the next instant something is due. */
  async step(): Promise<number> {
    const { game } = this
    const nowMs = this.clock.now()
    const voided = await voidLateEvents(this.pool, game, nowMs, this.timings.lateVoidMs)
    if (voided.length > 0) this.logger.warn({ game: game.slug, events: voided }, 'events no runner started in time are void')
    const started = await startDueEvents(this.pool, game, nowMs)
    const finished = await finishDueEvents(this.pool, game, nowMs)
    if (finished.length > 0) await refreshForm(this.pool, game)
    const failedSettlements = await this.settleOver()
    const scheduled = await scheduleAhead(this.pool, this.links, game, this.settings, nowMs)
    if (voided.length + started + finished.length + scheduled > 0) this.changed(game.slug)
    const next = await this.nextInstant()
    return failedSettlements > 0 ? Math.min(next, this.clock.now() + RETRY_MS) : next
  }

  /**
   * Settles the bets of every finished or void event not settled yet, oldest first, and marks each
   * settled. An event whose settlement fails is logged and tried again a second later; it holds up
   * neither the other events' settlement nor the schedule. Answers how many failed.
   */
  private async settleOver(): Promise<number> {
    let failed = 0
    for (const event of await unsettledEvents(this.pool, this.game)) {
      try {
        if (event.status === 'finished') await this.settlement.settle(event.id)
        else await this.settlement.void(event.id)
        await markSettled(this.pool, event.id, this.clock.now())
      } catch (error) {
        failed += 1
        this.logger.error(
          { err: error, game: this.game.slug, eventId: event.id },
          'the bets of a sports event could not be settled; trying again',
        )
      }
    }
    return failed
  }

  /** The next start of an open event or end of a live one. */
  private async nextInstant(): Promise<number> {
    const { rows } = await this.pool.query<{ at: Date | null }>(
      `select min(case when status = 'open' then starts_at else ends_at end) as at
         from sports_events where game = $1 and status in ('open', 'live')`,
      [this.game.slug],
    )
    return rows[0]!.at?.getTime() ?? this.clock.now() + MAX_NAP_MS
  }
}
