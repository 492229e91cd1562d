import type { Logger } from 'pino'
import { formatKobo } from '@9ja/money'
import type { Config } from '../config.ts'
import { withTransaction, type Pool } from '../db/pool.ts'
import { LeaderLoop, RUNNER_LOCK_CLASSES, type Leadership } from '../games/leadership.ts'
import { description } from '../ledger/descriptions.ts'
import { loadHouseAccounts, postEntry, walletAccountId } from '../ledger/ledger.ts'
import type { Clock } from '../time/clock.ts'
import { lagosWeek, lagosWeekAfter, lagosWeekStretch } from '../time/lagos.ts'
import { commissionRates } from './commission.ts'
import { computeWeek } from './commission-statement.ts'
import { storeStatement } from './commission-store.ts'

export type CommissionRunContext = { pool: Pool; clock: Clock; config: Config; logger: Logger }

/** The ledger entry that pays an agent's week: one per agent and week, whoever runs it and however often. */
export const commissionEntryKey = (agentId: string, week: string) => `agent-commission:${agentId}:${week}`

/** The last week paid by a run at `now`: the week before the current one, once its Monday plus the delay has passed. */
export function lastPayableWeek(now: number, delayMs: number): string {
  return lagosWeekAfter(lagosWeek(new Date(now - delayMs)), -1)
}

/** When the next week becomes payable after `now`: the next Monday 00:00 Lagos time plus the delay. */
export function nextRunAt(now: number, delayMs: number): number {
  return lagosWeekStretch(lagosWeek(new Date(now - delayMs))).to.getTime() + delayMs
}

/**
 * Pays the agent's statement of `week` in one transaction: its ledger entry (house:agent_commission to
 * the float; none when nothing is due), the statement and its lines. Serialised per agent and week by
 * an advisory lock, and written once (the statement's unique week, the entry's key): a second run, or
 * one restarted after a crash, finds it stored and writes nothing. Answers what it paid, or null when
 * the week was already stored.
 */
async function payWeek({ pool, clock, config }: CommissionRunContext, houseAccountId: string, agentId: string, week: string) {
  return withTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [commissionEntryKey(agentId, week)])
    const stored = await client.query('select 1 from agent_commission_statements where agent_id = $1 and week = $2::date', [agentId, week])
    if (stored.rowCount) return null
    const statement = await computeWeek(client, commissionRates(config), agentId, week)
    let entryId: string | null = null
    if (statement.totalKobo > 0n) {
      const entry = await postEntry(client, {
        kind: 'agent_commission',
        idempotencyKey: commissionEntryKey(agentId, week),
        userId: agentId,
        description: description('agentCommission', { week, amount: formatKobo(statement.totalKobo) }),
        postings: [
          { accountId: await walletAccountId(client, agentId), amountKobo: statement.totalKobo },
          { accountId: houseAccountId, amountKobo: -statement.totalKobo },
        ],
      })
      entryId = entry.entryId
    }
    await storeStatement(client, { agentId, week, statement, entryId, at: new Date(clock.now()) })
    return statement.totalKobo
  })
}

/**
 * Pays every agent's statement of every closed week not stored yet (a missed Monday is caught up),
 * agents in id order and each agent's weeks in order (a week's carry-in is the week before's), from
 * the week the agent signed up. Answers how many statements it stored and what they paid.
 */
export async function payDueCommissions(context: CommissionRunContext): Promise<{ statements: number; paidKobo: bigint }> {
  const { pool, clock, config } = context
  const lastWeek = lastPayableWeek(clock.now(), config.AGENT_COMMISSION_RUN_DELAY_MS)
  const houseAccountId = (await loadHouseAccounts(pool))['house:agent_commission']
  const agents = await pool.query<{ id: string; created_at: Date; last_week: string | null }>(
    `select u.id, u.created_at, (select max(s.week)::text from agent_commission_statements s where s.agent_id = u.id) as last_week
       from users u where u.user_type = 'agent' order by u.id`,
  )
  let statements = 0
  let paidKobo = 0n
  for (const agent of agents.rows) {
    for (
      let week = agent.last_week ? lagosWeekAfter(agent.last_week) : lagosWeek(agent.created_at);
      week <= lastWeek;
      week = lagosWeekAfter(week)
    ) {
      const paid = await payWeek(context, houseAccountId, agent.id, week)
      if (paid === null) continue
      statements += 1
      paidKobo += paid
    }
  }
  return { statements, paidKobo }
}

/** How soon a run that failed (the database away) is tried again. */
const RETRY_MS = 60_000

/**
 * The weekly run as a service loop: one process at a time (the advisory lock of leadership.ts) pays
 * what is due at start and then every Monday 00:00 Lagos time plus AGENT_COMMISSION_RUN_DELAY_MS, on
 * the service's clock. A process that takes over resumes from the database (payDueCommissions).
 */
export class WeeklyCommissionRun extends LeaderLoop {
  constructor(private readonly context: CommissionRunContext) {
    super()
  }

  protected leadership(): Leadership {
    const { config, clock, logger } = this.context
    return {
      name: 'agent commission',
      connectionString: config.WALLET_DATABASE_URL,
      lockClass: RUNNER_LOCK_CLASSES.agentCommission,
      gameId: 0,
      retryMs: 1000,
      clock,
      logger,
    }
  }

  protected async lead(held: AbortSignal): Promise<void> {
    const { clock, config, logger } = this.context
    while (!held.aborted) {
      try {
        const run = await payDueCommissions(this.context)
        if (run.statements > 0) logger.info({ statements: run.statements, paidKobo: run.paidKobo.toString() }, 'agents commission paid')
      } catch (error) {
        logger.error({ err: error }, 'the agents commission run failed; trying again')
        await clock.sleep(RETRY_MS, held)
        continue
      }
      await clock.sleep(nextRunAt(clock.now(), config.AGENT_COMMISSION_RUN_DELAY_MS) - clock.now(), held)
    }
  }
}
