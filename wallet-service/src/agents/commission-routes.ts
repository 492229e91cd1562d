import { z } from 'zod'
import { koboToNaira } from '@9ja/money'
import type { AppContext } from '../context.ts'
import { DomainError } from '../domain-error.ts'
import { parseInput } from '../http/errors.ts'
import type { RoutesAndLoops } from '../service-loops.ts'
import { isLagosWeek, lagosWeek, lagosWeekAfter, lagosWeekStretch } from '../time/lagos.ts'
import { commissionRates } from './commission.ts'
import { WeeklyCommissionRun } from './commission-run.ts'
import { weekStatement, type WeekStatement } from './commission-statement.ts'
import { agentFirstWeek, storedWeeks } from './commission-store.ts'

const statementInput = z.object({
  week: z.string().refine(isLagosWeek, "week must be a Monday's date (YYYY-MM-DD): the week it begins").optional(),
})

const percentOf = (basisPoints: number) => basisPoints / 100

/** The statement as the agent's pages read it (packages/contract agents-commission.ts): naira, ISO times, rates in percent. */
function statementView(statement: WeekStatement) {
  const { from, to } = lagosWeekStretch(statement.week)
  const paid = statement.status === 'paid' ? { amount: koboToNaira(statement.paidKobo), at: statement.paidAt.toISOString() } : null
  return {
    week: statement.week,
    from: from.toISOString(),
    to: to.toISOString(),
    status: statement.status,
    totals: {
      tickets: koboToNaira(statement.ticketsKobo),
      numbers: koboToNaira(statement.numbersKobo),
      players: koboToNaira(statement.playersKobo),
      playersNgr: koboToNaira(statement.playersNgrKobo),
      carriedIn: koboToNaira(statement.carriedInKobo),
      carriedOut: koboToNaira(statement.carriedOutKobo),
      stakes: koboToNaira(statement.stakesKobo),
      cap: koboToNaira(statement.capKobo),
      capped: statement.capped,
      total: koboToNaira(statement.totalKobo),
    },
    paid,
    tickets: statement.sportsLines.map((line) => ({
      betId: line.betId,
      game: line.game,
      placedAt: line.placedAt.toISOString(),
      selections: line.selections,
      stake: koboToNaira(line.stakeKobo),
      rate: percentOf(line.rateBasisPoints),
      commission: koboToNaira(line.commissionKobo),
    })),
    numberTickets: statement.numberLines.map((line) => ({
      betId: line.betId,
      game: line.game,
      placedAt: line.placedAt.toISOString(),
      stake: koboToNaira(line.stakeKobo),
      rate: percentOf(line.rateBasisPoints),
      commission: koboToNaira(line.commissionKobo),
    })),
    players: statement.playerLines.map((line) => ({
      name: line.name,
      stakes: koboToNaira(line.stakesKobo),
      wins: koboToNaira(line.winsKobo),
      ngr: koboToNaira(line.ngrKobo),
    })),
  }
}

/**
 * The agent's weekly commission (docs/decisions/021-agents.md, "Commission"):
 *
 * - `POST /agent/commission` `{ token, week? }` (the week's Monday, YYYY-MM-DD; the current week by
 *   default) -> the week's statement, paid or an estimate, with every line, and the agent's weeks:
 *   the current one first, then those closed but not paid yet, then the paid ones, newest first.
 *
 * With it, the weekly run (commission-run.ts) in processes where AGENT_COMMISSION_RUNNER is on.
 */
export function commissionRoutes(context: AppContext): RoutesAndLoops {
  const { pool, clock, config } = context
  const rates = commissionRates(config)
  const routes = async (app: Parameters<RoutesAndLoops['routes']>[0]) => {
    app.post('/agent/commission', { preHandler: app.requireAgent() }, async (request) => {
      const agentId = request.user.userId
      const currentWeek = lagosWeek(new Date(clock.now()))
      const week = parseInput(statementInput, request.body).week ?? currentWeek
      const [firstWeek, paidWeeks] = await Promise.all([agentFirstWeek(pool, agentId), storedWeeks(pool, agentId)])
      if (week > currentWeek || week < firstWeek) {
        throw new DomainError('AGENT_COMMISSION_WEEK_UNKNOWN', 'There is no commission statement for that week: choose one of your weeks.')
      }
      const unpaid: string[] = []
      for (let open = lagosWeekAfter(paidWeeks[0]?.week ?? lagosWeekAfter(firstWeek, -1)); open <= currentWeek; open = lagosWeekAfter(open))
        unpaid.unshift(open)
      const weeks = [
        ...unpaid.map((one) => ({ week: one, status: 'estimate' as const, paid: null })),
        ...paidWeeks.map((one) => ({ week: one.week, status: 'paid' as const, paid: koboToNaira(one.paidKobo) })),
      ]
      return {
        status: 200,
        message: 'Commission statement',
        data: { ...statementView(await weekStatement(pool, rates, agentId, week)), weeks },
      }
    })
  }
  return { routes, loops: config.AGENT_COMMISSION_RUNNER === 'on' ? [new WeeklyCommissionRun(context)] : [] }
}
