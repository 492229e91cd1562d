import type { Logger } from 'pino'
import type { AppContext } from '../../context.ts'
import type { ServiceLoop } from '../../service-loops.ts'
import type { Pool } from '../../db/pool.ts'
import type { Clock } from '../../time/clock.ts'
import { LeaderLoop, type Leadership } from '../leadership.ts'
import type { ChangingAnswers } from './answer-cache.ts'
import { runnerSettingsOf, type RunnerSettingsHolder, type ScheduledRunnerTimings } from './settings.ts'
import { finishDue, markSettled, nextInstant, unsettled, voidLate, type ScheduledTable } from './store.ts'

/**
 * What a runner calls once an event or draw is over: its bets settled from its outcome when it
 * finished, refunded when it is void, by the bets' own statements (idempotent and safe from two
 * processes at once). The runner marks it settled only after the call returns, and calls again for
 * every finished or void one not marked yet, so a crash in between is resumed.
 */
export type ScheduledSettlement = { settle(id: number): Promise<unknown>; void(id: number): Promise<unknown> }

/** What every runner of a family is given beside its game: the database, the clock, the logger and its timings. */
export type RunnerServices = {
  pool: Pool
  /** The database's address, for the leader's own session (leadership.ts). */
  connectionString: string
  clock: Clock
  logger: Logger
  timings: ScheduledRunnerTimings
  /** Told after every step that changed the game's rows (the public answers' cache listens). */
  changed?: (game: string) => void
}

/** A scheduled family: its table, the lock class electing its loops, and how logs name it. */
export type ScheduledFamily = { at: ScheduledTable; lockClass: number; name: string }

/** Longest the loop sleeps between two looks at the game, whatever its next known instant. */
const MAX_NAP_MS = 60_000
/** Pause after a step failed, before trying again. */
const RETRY_MS = 1000

/**
 * One scheduled game's loop (a virtual sport's events, a number game's draws). Exactly one process
 * runs it at a time (leadership.ts, `pg_advisory_lock(lockClass, gameId)`); every step reads the
 * committed state and is conditional on it, so a process that takes over resumes where the last one
 * stopped and nothing is played, finished or settled twice.
 *
 * A step, at each instant it knows of (a start, an end): void the open rows whose start passed more
 * than lateVoidMs ago; play the rows whose start has come (`playDue`: the outcome drawn from the
 * link, public from then on); finish the rows whose end has come; settle the bets of every finished
 * or void row not settled yet (through `settlement`), then mark it settled; schedule rows ahead
 * (`scheduleAhead`). Taking the lead, it first runs `takeOver`.
 */
export abstract class ScheduledRunner<Game extends { id: number; slug: string }, Settings> extends LeaderLoop {
  /** The family's table, lock class and name in logs. */
  protected abstract readonly family: ScheduledFamily
  protected readonly pool: Pool
  protected readonly clock: Clock
  protected readonly logger: Logger

  constructor(
    protected readonly game: Game,
    protected readonly settings: Settings,
    private readonly settlement: ScheduledSettlement,
    private readonly services: RunnerServices,
  ) {
    super()
    this.pool = services.pool
    this.clock = services.clock
    this.logger = services.logger
  }

  /** Plays the open rows whose start has come; answers how many. */
  protected abstract playDue(nowMs: number): Promise<number>
  /** Schedules rows ahead as the settings ask; answers how many it wrote. */
  protected abstract scheduleAhead(nowMs: number): Promise<number>
  /** Once per lead, before the first step. */
  protected async takeOver(_nowMs: number): Promise<void> {}
  /** After a step finished rows. */
  protected async afterFinishing(): Promise<void> {}

  protected override leadership(): Leadership {
    return {
      name: `${this.family.name} runner ${this.game.slug}`,
      connectionString: this.services.connectionString,
      lockClass: this.family.lockClass,
      gameId: this.game.id,
      retryMs: this.services.timings.leaderRetryMs,
      clock: this.clock,
      logger: this.logger,
    }
  }

  protected override async lead(signal: AbortSignal): Promise<void> {
    let tookOver = false
    while (!signal.aborted) {
      try {
        if (!tookOver) {
          await this.takeOver(this.clock.now())
          tookOver = true
        }
        const wakeAtMs = await this.step()
        const nap = Math.min(wakeAtMs - this.clock.now(), MAX_NAP_MS)
        if (nap > 0) await this.clock.sleep(nap, signal)
      } catch (error) {
        if (signal.aborted) return
        this.logger.error({ err: error, game: this.game.slug }, `a ${this.family.name} step failed; trying again`)
        await this.clock.sleep(RETRY_MS, signal)
      }
    }
  }

  /** Moves every row of the game that is due on, and answers the next instant something is due. */
  async step(): Promise<number> {
    const { at } = this.family
    const { slug } = this.game
    const nowMs = this.clock.now()
    const voided = await voidLate(this.pool, at, slug, nowMs, this.services.timings.lateVoidMs)
    if (voided.length > 0) this.logger.warn({ game: slug, ids: voided }, `${this.family.name}: no runner played these in time; void`)
    const played = await this.playDue(nowMs)
    const finished = await finishDue(this.pool, at, slug, nowMs)
    if (finished.length > 0) await this.afterFinishing()
    const failedSettlements = await this.settleOver()
    const scheduled = await this.scheduleAhead(nowMs)
    if (voided.length + played + finished.length + scheduled > 0) this.services.changed?.(slug)
    const next = (await nextInstant(this.pool, at, slug)) ?? this.clock.now() + MAX_NAP_MS
    return failedSettlements > 0 ? Math.min(next, this.clock.now() + RETRY_MS) : next
  }

  /**
   * Settles the bets of every finished or void row not settled yet, oldest first, and marks each
   * settled. One whose settlement fails is logged and tried again a second later; it holds up
   * neither the others' settlement nor the schedule. Answers how many failed.
   */
  private async settleOver(): Promise<number> {
    let failed = 0
    for (const over of await unsettled(this.pool, this.family.at, this.game.slug)) {
      try {
        if (over.status === 'finished') await this.settlement.settle(over.id)
        else await this.settlement.void(over.id)
        await markSettled(this.pool, this.family.at, over.id, this.clock.now())
      } catch (error) {
        failed += 1
        this.logger.error(
          { err: error, game: this.game.slug, id: over.id },
          `${this.family.name}: the bets could not be settled; trying again`,
        )
      }
    }
    return failed
  }
}

/**
 * A family's runners in this process: one per game of `games` when its `<FAMILY>_RUNNERS` is on,
 * none when off. Each tells `answers` (the family's public answers) when a step changed its game.
 */
export function scheduledRunners<Family extends string, Game>(
  context: Pick<AppContext, 'pool' | 'clock' | 'logger'> & { config: RunnerSettingsHolder<Family> & { WALLET_DATABASE_URL: string } },
  family: Family,
  games: readonly Game[],
  answers: Pick<ChangingAnswers<unknown>, 'forget'>,
  runner: (game: Game, services: RunnerServices) => ServiceLoop,
): ServiceLoop[] {
  const { on, timings } = runnerSettingsOf(context.config, family)
  if (!on) return []
  const { pool, clock, logger, config } = context
  const services = {
    pool,
    connectionString: config.WALLET_DATABASE_URL,
    clock,
    logger,
    timings,
    changed: (slug: string) => answers.forget(slug),
  }
  return games.map((game) => runner(game, services))
}
