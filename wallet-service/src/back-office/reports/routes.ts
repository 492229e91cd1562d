import type { StaffAction } from '@9ja/contract'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { withTransaction } from '../../db/pool.ts'
import { parseInput } from '../../http/errors.ts'
import type { SettlementReporter } from '../../payments/providers/types.ts'
import type { PaymentsContext } from '../../payments/payments-context.ts'
import { recordStaffAction } from '../staff/audit-log.ts'
import { allow } from '../staff/staff-calls.ts'
import { amlRegisterReport, largeCashReport } from './aml.ts'
import { reportCsv } from './csv.ts'
import { gameDayReport } from './game-days.ts'
import { paymentDayReport } from './payments.ts'
import { reconciliationReport } from './reconciliation.ts'
import { readReport, reportJson, type Report } from './report.ts'
import { createReportingDatabase } from './reporting-database.ts'

const formatQuery = z.object({ format: z.enum(['json', 'csv']).default('json') })

const canReportSettlements = (provider: object): provider is SettlementReporter => 'settlementReport' in provider

/**
 * The finance and compliance reports, read from the reporting database (REPORTING_DATABASE_URL, else the
 * primary): JSON (amounts in naira), or with `format=csv` the CSV download of the same rows. The AML
 * register names players: each reading of it is written to the audit log.
 */
export function reportsRoutes(context: AppContext, payments: PaymentsContext) {
  const reporting = createReportingDatabase(context)
  return (app: FastifyInstance) => {
    app.addHook('onClose', () => reporting.close())
    const reportRoute = <Query, Row extends object>(path: string, action: StaffAction, report: Report<Query, Row>, namesPlayers = false) =>
      app.get(path, { preHandler: allow(context, action) }, async (request, reply) => {
        const { format } = parseInput(formatQuery, request.query)
        const answer = await readReport(reporting, report, request.query)
        if (namesPlayers) {
          await withTransaction(context.pool, (db) =>
            recordStaffAction(db, context.clock, request.staff, {
              action,
              subject: { kind: 'report', id: report.name },
              after: { query: request.query, rows: answer.rows.length },
              requestId: request.id,
            }),
          )
        }
        if (format === 'json') return { data: reportJson(answer) }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${report.name}.csv"`)
          .send(reportCsv(report, answer.rows))
      })

    reportRoute('/reports/game-days', 'reports.read', gameDayReport)
    reportRoute('/reports/payments', 'reports.read', paymentDayReport)
    reportRoute('/reports/reconciliation', 'reports.read', reconciliationReport(canReportSettlements(payments.bank) ? [payments.bank] : []))
    reportRoute('/aml/register', 'aml.read', amlRegisterReport, true)
    reportRoute('/aml/large-cash', 'aml.read', largeCashReport(context.config), true)
  }
}
