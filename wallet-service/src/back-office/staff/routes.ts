import type { FastifyInstance } from 'fastify'
import { actionsOf } from '@9ja/contract'
import type { AppContext } from '../../context.ts'
import { parseInput } from '../../http/errors.ts'
import { withTransaction } from '../../db/pool.ts'
import { allow } from './staff-calls.ts'
import { checkAuditChain, recordStaffAction } from './audit-log.ts'
import { AUDIT_LOG_CSV, allAuditRows, auditLogQuery, searchAuditLog } from './audit-search.ts'
import { reportCsv } from '../reports/csv.ts'

/** The staff member's own view (who the CMS says they are, what they may do) and the audit log. */
export function staffRoutes(context: AppContext) {
  return (app: FastifyInstance) => {
    app.get('/me', async (request) => ({ data: { staff: request.staff, actions: actionsOf(request.staff.roles) } }))

    // Reading the log is itself logged: it names staff and the players they worked on.
    app.get('/audit-log', { preHandler: allow(context, 'audit-log.read') }, async (request) => {
      const query = parseInput(auditLogQuery, request.query)
      return withTransaction(context.pool, async (db) => {
        await recordStaffAction(db, context.clock, request.staff, { action: 'audit-log.read', after: query, requestId: request.id })
        return { data: await searchAuditLog(db, query) }
      })
    })

    app.get('/audit-log/export', { preHandler: allow(context, 'audit-log.read') }, async (request, reply) => {
      const query = parseInput(auditLogQuery, request.query)
      const rows = await withTransaction(context.pool, async (db) => {
        const found = await allAuditRows(db, query)
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'audit-log.export',
          after: { query, rows: found.length },
          requestId: request.id,
        })
        return found
      })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(reportCsv(AUDIT_LOG_CSV, rows))
    })

    app.get('/audit-log/check', { preHandler: allow(context, 'audit-log.read') }, async () => ({
      data: await checkAuditChain(context.pool),
    }))
  }
}
