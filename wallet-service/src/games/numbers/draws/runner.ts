import { ChainLinks } from '../../fairness/hash-chain.ts'
import { RUNNER_LOCK_CLASSES } from '../../leadership.ts'
import { ScheduledRunner } from '../../scheduled/runner.ts'
import type { NumberGame } from '../definition-type.ts'
import type { NumberGameSettings } from './game-settings.ts'
import { drawDue, NUMBER_DRAWS, scheduleDraws } from './store.ts'

/**
 * One number game's draw loop (../../scheduled/runner.ts, `pg_advisory_lock(20300, gameId)`): at a
 * draw's time its numbers are drawn from its link (status drawing, the numbers public for the
 * animation), at its end it is finished (link public) and its bets settled through `DrawSettlement`;
 * `drawsAhead` draws are kept open. A draw no runner got to within NUMBER_LATE_VOID_MS is void.
 */
export class NumberDrawRunner extends ScheduledRunner<NumberGame, NumberGameSettings> {
  protected readonly family = { at: NUMBER_DRAWS, lockClass: RUNNER_LOCK_CLASSES.numbers, name: 'number draws' }
  private readonly links = new ChainLinks('number_chains')

  protected override playDue(nowMs: number): Promise<number> {
    return drawDue(this.pool, this.game, nowMs)
  }

  protected override scheduleAhead(nowMs: number): Promise<number> {
    return scheduleDraws(this.pool, this.links, this.game, this.settings, nowMs)
  }
}
