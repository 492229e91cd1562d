import { STAFF_ACTIONS, type auditChainCheck, type auditLogRow } from '@9ja/contract'
import { formatLagosTime } from '@9ja/money'
import { Banner, Button, Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import { queryValue } from '../query'
import { SCREENS, screenUrl } from '../screens'
import { auditLogFilters, withQuery, type AuditLogFilters } from '../staffApi'
import { auditLogCsv, csvExportUrl } from '../csvExport'
import { BackOfficeScreen } from './BackOfficeScreen'
import { NoticeBanner } from './NoticeBanner'
import { StaffTable } from './StaffTable'

/** The filters the page's address asks for (anything else in it is ignored). */
export function filtersOf(searchParams: AdminViewServerProps['searchParams']): AuditLogFilters {
  const fields = Object.keys(auditLogFilters.shape) as (keyof AuditLogFilters)[]
  return auditLogFilters.parse(Object.fromEntries(fields.map((field) => [field, queryValue(searchParams, field)])))
}

/**
 * The audit log for compliance and admins: the hash chain's verdict, filters by period, staff member,
 * action and player, a page of rows newest first (then older ones by the service's `next`), and the same
 * filters exported as CSV.
 */
export function AuditLogView(view: AdminViewServerProps) {
  const filters = filtersOf(view.searchParams)
  const { before: _page, ...search } = filters
  return (
    <BackOfficeScreen view={view} screen={SCREENS.auditLog}>
      {async ({ api, notice }) => {
        const [check, page] = await Promise.all([api.auditChainCheck(), api.auditLog(filters)])
        return (
          <>
            <NoticeBanner notice={notice} />
            <ChainVerdict check={check} />
            <form className="back-office__filters" method="get" action={screenUrl(SCREENS.auditLog)}>
              <label>
                From (Lagos day)
                <input type="date" name="from" defaultValue={search.from} />
              </label>
              <label>
                To (Lagos day, included)
                <input type="date" name="to" defaultValue={search.to} />
              </label>
              <label>
                Staff (email or ID)
                <input type="text" name="staff" defaultValue={search.staff} />
              </label>
              <label>
                Action
                <input type="text" name="action" list="back-office-actions" defaultValue={search.action} />
                <datalist id="back-office-actions">
                  {STAFF_ACTIONS.map((action) => (
                    <option key={action} value={action} />
                  ))}
                </datalist>
              </label>
              <label>
                Player or subject ID
                <input type="text" name="subject" defaultValue={search.subject} />
              </label>
              <div className="back-office__buttons">
                <Button buttonStyle="primary" margin={false} type="submit">
                  Search
                </Button>
                <Link href={screenUrl(SCREENS.auditLog)}>Clear filters</Link>
                <a href={csvExportUrl(auditLogCsv, search)} download>
                  Export CSV
                </a>
              </div>
            </form>
            {page.rows.length === 0 ? <p>No row of the audit log matches these filters.</p> : <AuditTable rows={page.rows} />}
            <nav className="back-office__paging" aria-label="Audit log pages">
              {filters.before && <Link href={withQuery(screenUrl(SCREENS.auditLog), search)}>Newest rows</Link>}
              {page.next && <Link href={withQuery(screenUrl(SCREENS.auditLog), { ...search, before: page.next })}>Older rows</Link>}
            </nav>
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function ChainVerdict({ check }: { check: z.infer<typeof auditChainCheck> }) {
  if (check.intact) return <Banner type="success">The audit log is intact: all {check.rows} rows follow each other unaltered.</Banner>
  return (
    <Banner type="error">
      The audit log is broken at row {check.firstBrokenSeq}: {check.problem}. Tell the platform's administrators at once.
    </Banner>
  )
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2))

function AuditTable({ rows }: { rows: z.infer<typeof auditLogRow>[] }) {
  return (
    <StaffTable columns={['Row', 'When', 'Who', 'Action', 'Outcome', 'Subject', 'Reason', 'Before', 'After']}>
      {rows.map((row) => (
        <tr key={row.seq}>
          <td>{row.seq}</td>
          <td>
            <time dateTime={row.at}>{formatLagosTime(row.at)}</time>
          </td>
          <td>
            {row.staffEmail}
            <br />
            <small>{row.staffRoles.join(', ')}</small>
          </td>
          <td>
            <code>{row.action}</code>
          </td>
          <td>{row.outcome}</td>
          <td>{row.subjectId ? `${row.subjectKind ?? ''} ${row.subjectId}`.trim() : ''}</td>
          <td>{row.reason}</td>
          <td>
            <pre>{json(row.before)}</pre>
          </td>
          <td>
            <pre>{json(row.after)}</pre>
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}
