import { ChainLinks } from '../../fairness/hash-chain.ts'
import { RUNNER_LOCK_CLASSES } from '../../leadership.ts'
import { ScheduledRunner } from '../../scheduled/runner.ts'
import type { SportsGame } from '../definition-type.ts'
import type { SportsGameSettings } from './game-settings.ts'
import { refreshForm, repriceOpenEvents, scheduleAhead, SPORTS_EVENTS, startDueEvents } from './store.ts'

/**
 * One virtual sports game's event loop (../../scheduled/runner.ts, `pg_advisory_lock(20200,
 * gameId)`): an event is started at its start (result drawn from the link, status live), finished at
 * its end, its bets settled through `EventSettlement`; `eventsAhead` events (matchdays) are kept
 * open. After events finish the open ones show the new form. Taking the lead, it first re-prices the
 * open events priced at an RTP that is no longer in force.
 */
export class SportsRunner extends ScheduledRunner<SportsGame, SportsGameSettings> {
  protected readonly family = { at: SPORTS_EVENTS, lockClass: RUNNER_LOCK_CLASSES.sports, name: 'sports' }
  private readonly links = new ChainLinks('sports_chains')

  protected override async takeOver(nowMs: number): Promise<void> {
    const count = await repriceOpenEvents(this.pool, this.game, this.settings, nowMs)
    if (count > 0) this.logger.info({ game: this.game.slug, events: count }, 'open events re-priced at the RTP in force')
  }

  protected override playDue(nowMs: number): Promise<number> {
    return startDueEvents(this.pool, this.game, nowMs)
  }

  protected override afterFinishing(): Promise<void> {
    return refreshForm(this.pool, this.game)
  }

  protected override scheduleAhead(nowMs: number): Promise<number> {
    return scheduleAhead(this.pool, this.links, this.game, this.settings, nowMs)
  }
}
