import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAgent } from '#app/agents/agent.server.ts'
import { shopSummaryOf } from '#app/agents/summary.server.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import { formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['agents'] } satisfies I18nHandle

export async function loader({ request }: LoaderFunctionArgs) {
  const agent = await requireAgent(request)
  return json({ summary: await shopSummaryOf(request, agent) }, { headers: { 'Cache-Control': 'no-store' } })
}

const COUNTER = [
  { key: 'cashIn', to: '/dashboard/agent/cash-in' },
  { key: 'cashOut', to: '/dashboard/agent/cash-out' },
  { key: 'ticketsSold', to: '/dashboard/agent/tickets' },
  { key: 'ticketsPaid', to: '/dashboard/agent/tickets' },
] as const

/** The shop's day at a glance: what the float holds, what crossed the counter today, the week's commission so far, the players. */
export default function AgentOverviewPage() {
  const { summary } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agents')
  return (
    <section className="agent-overview" data-testid="agent-overview">
      <div className="agent-overview-float">
        <h2>{t('overview.float')}</h2>
        <p className="agent-float-amount" data-testid="agent-float">
          {formatNaira(summary.float)}
        </p>
        <Link to="/dashboard/wallet" className="button button-outline">
          {t('overview.fundFloat')}
        </Link>
      </div>
      <h2>{t('overview.today')}</h2>
      <ul className="agent-figures" data-testid="agent-today">
        {COUNTER.map(({ key, to }) => (
          <li key={key} data-testid={`agent-today-${key}`}>
            <Link to={to}>
              <span className="agent-figure-label">{t(`overview.${key}`)}</span>
              <span className="agent-figure-count">{t('overview.count', { count: summary.today[key].count })}</span>
              <strong className="agent-figure-amount">{formatNaira(summary.today[key].amount)}</strong>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="agent-figures">
        <li data-testid="agent-week-commission">
          <Link to="/dashboard/agent/commission">
            <span className="agent-figure-label">{t('overview.commission')}</span>
            <span className="agent-figure-count">{t('overview.estimate')}</span>
            <strong className="agent-figure-amount">{formatNaira(summary.commissionThisWeek.estimate)}</strong>
          </Link>
        </li>
        <li data-testid="agent-players-figure">
          <Link to="/dashboard/agent/players">
            <span className="agent-figure-label">{t('overview.players')}</span>
            <strong className="agent-figure-amount">
              {t('overview.playersFigure', { referred: summary.players.referred, played: summary.players.playedThisWeek })}
            </strong>
          </Link>
        </li>
      </ul>
    </section>
  )
}
