import type { Queryable } from '../../db/queryable.ts'
import type { RiskContext } from './games.ts'
import type { LiabilityQuery, LiabilityReport } from './liability.ts'
import { crashLiability } from './liability-crash.ts'
import { numbersLiability } from './liability-numbers.ts'
import { sportsLiability } from './liability-sports.ts'

/**
 * Open liability across every family: each open crash round, sports event and number draw with bets,
 * each game's open multiples, and their sums per game.
 */
export async function openLiability(db: Queryable, query: LiabilityQuery, context: RiskContext): Promise<LiabilityReport> {
  const reports = [
    await crashLiability(db, query, context),
    await sportsLiability(db, query, context),
    await numbersLiability(db, query, context),
  ]
  return { games: reports.flatMap((report) => report.games), subjects: reports.flatMap((report) => report.subjects) }
}
