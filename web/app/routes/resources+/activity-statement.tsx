import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { translatorFor } from '#app/forms/forms.server.ts'
import { activityStatement, statementMonthAsked } from '#app/protection/protection.server.ts'
import { STATEMENT_FIGURES, statementCsv } from '#app/protection/statement-csv.ts'
import { csvDownloadHeaders } from '#app/utils/csv.ts'

/** The activity statement of `?month=YYYY-MM` (the current month by default) as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const month = statementMonthAsked(request)
  const statement = await activityStatement(request, user, month)
  const t = await translatorFor(request, 'protection')
  const headings = [t('activity.date'), ...STATEMENT_FIGURES.map((figure) => `${t(`activity.${figure}`)} (NGN)`)]
  return new Response(statementCsv(statement, headings, t('activity.total')), {
    headers: csvDownloadHeaders(`activity-statement-${month}.csv`),
  })
}
