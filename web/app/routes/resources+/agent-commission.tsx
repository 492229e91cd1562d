import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAgent } from '#app/agents/agent.server.ts'
import { commissionCsv } from '#app/agents/commission-csv.ts'
import { commissionGameTitle } from '#app/agents/commission-games.ts'
import { commissionOf, commissionWeekAsked } from '#app/agents/commission.server.ts'
import { translatorFor } from '#app/forms/forms.server.ts'
import { csvDownloadHeaders } from '#app/utils/csv.ts'

/** The agent's commission statement of `?week=` (this week's estimate by default) as a CSV download: every line, the page's figures. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request)
  const statement = await commissionOf(request, user, commissionWeekAsked(request))
  const t = await translatorFor(request, 'agents')
  const csv = commissionCsv(statement, {
    label: (key) => t(`commission.${key}`),
    gameTitle: (slug) => commissionGameTitle(slug, t('commission.virtualSports')),
  })
  return new Response(csv, { headers: csvDownloadHeaders(`commission-${statement.week}-${statement.status}.csv`) })
}
