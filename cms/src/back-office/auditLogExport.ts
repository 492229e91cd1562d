import { redirect } from 'next/navigation'

import { redirectWithNotice } from './notice'
import { SCREENS, screenUrl } from './screens'
import { loginUrl, staffUserOf } from './session'
import { StaffApiError, auditLogFilters, staffApi, withQuery, type AuditLogFilters } from './staffApi'

const EXPORT_PATH = '/export'

/** The address of the CSV export of the audit log under `filters` (its route handler below). */
export const auditLogExportUrl = (filters: Omit<AuditLogFilters, 'before'>): string =>
  withQuery(`${screenUrl(SCREENS.auditLog)}${EXPORT_PATH}`, filters)

/**
 * GET /admin/back-office/audit-log/export: the audit log under the address's filters as CSV, streamed
 * from the staff API (GET /staff/audit-log/export) for the staff member logged in. Authenticated as
 * Payload authenticates its admin (a cross-site request has no user, so it cannot be made to export on a
 * staff member's behalf); a refusal goes back to the audit log with the service's message.
 */
export async function exportAuditLog(request: Request): Promise<Response> {
  const user = await staffUserOf(request.headers)
  const { pathname, search } = new URL(request.url)
  if (!user) redirect(loginUrl(`${pathname}${search}`))
  const filters = auditLogFilters.omit({ before: true }).parse(Object.fromEntries(new URL(request.url).searchParams))
  try {
    const answer = await staffApi(user).exportAuditLog(filters)
    return new Response(answer.body, {
      headers: {
        'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
        'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="audit-log.csv"',
        'cache-control': 'no-store',
      },
    })
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    redirect(await redirectWithNotice(withQuery(screenUrl(SCREENS.auditLog), filters), { tone: 'error', message: error.message }))
  }
}
