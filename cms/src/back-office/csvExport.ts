import { redirect } from 'next/navigation'
import { z } from 'zod'

import { redirectWithNotice } from './notice'
import { SCREENS, screenUrl, type Screen } from './screens'
import { loginUrl, staffUserOf } from './session'
import {
  AML_LIST_PATHS,
  StaffApiError,
  amlQuery,
  auditLogFilters,
  reportPath,
  reportQuery,
  staffApi,
  withQuery,
  type ReportQuery,
} from './staffApi'

/**
 * One CSV download of the back office: the screen it belongs to (its export lives at the screen's
 * address + /export, and a refusal goes back there), the query the download takes, and the staff API
 * call that streams it.
 */
export type CsvExport<Query extends Record<string, string | undefined>> = {
  screen: Screen
  query: z.ZodType<Query>
  staffPath: (query: Query) => string
}

const EXPORT_PATH = '/export'

/** The address of `csv`'s download under `query` (its route handler is `exportCsv`). */
export const csvExportUrl = <Query extends Record<string, string | undefined>>(csv: CsvExport<Query>, query: Query): string =>
  withQuery(`${screenUrl(csv.screen)}${EXPORT_PATH}`, query)

/**
 * GET <screen>/export: the CSV the staff API streams for the staff member logged in, passed on as it
 * arrives. Authenticated as Payload authenticates its admin (a cross-site request has no user, so it
 * cannot be made to export on a staff member's behalf); the service decides the role and writes the
 * audit row; a refusal goes back to the screen with the service's message.
 */
export function exportCsv<Query extends Record<string, string | undefined>>(csv: CsvExport<Query>) {
  return async (request: Request): Promise<Response> => {
    const user = await staffUserOf(request.headers)
    const { pathname, search, searchParams } = new URL(request.url)
    if (!user) redirect(loginUrl(`${pathname}${search}`))
    const parsed = csv.query.safeParse(Object.fromEntries(searchParams))
    if (!parsed.success) {
      const message = `This download's address is not one the screen links to: ${z.prettifyError(parsed.error)}`
      redirect(await redirectWithNotice(screenUrl(csv.screen), { tone: 'error', message }))
    }
    const query = parsed.data
    try {
      const answer = await staffApi(user).download(csv.staffPath(query))
      return new Response(answer.body, {
        headers: {
          'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
          'content-disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="export.csv"',
          'cache-control': 'no-store',
        },
      })
    } catch (error) {
      if (!(error instanceof StaffApiError)) throw error
      redirect(await redirectWithNotice(withQuery(screenUrl(csv.screen), query), { tone: 'error', message: error.message }))
    }
  }
}

/** The audit log under the screen's filters (GET /staff/audit-log/export), each row with its hash. */
export const auditLogCsv: CsvExport<Omit<z.infer<typeof auditLogFilters>, 'before'>> = {
  screen: SCREENS.auditLog,
  query: auditLogFilters.omit({ before: true }),
  staffPath: (filters) => withQuery('/staff/audit-log/export', filters),
}

/** The report the Reports screen shows, under its query (GET /staff/reports/<report>?format=csv). */
export const reportsCsv: CsvExport<ReportQuery> = {
  screen: SCREENS.reports,
  query: reportQuery,
  staffPath: (query) => reportPath(query, 'csv'),
}

/** One of the AML lists of a period (GET /staff/aml/register or /large-cash with `format=csv`), as the AML screen shows it. */
export const amlCsv: CsvExport<z.infer<typeof amlQuery>> = {
  screen: SCREENS.aml,
  query: amlQuery,
  staffPath: ({ list, ...period }) => withQuery(AML_LIST_PATHS[list], { ...period, format: 'csv' }),
}
