import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAgent } from '#app/agents/agent.server.ts'
import { referredPlayersOf } from '#app/agents/players.server.ts'
import { ReferralCodeCopy, referralLink } from '#app/accounts/ReferralCodeCopy.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import shopTicketsStylesUrl from '#app/agents/shop-tickets.css?url'
import { formatLagosDateTime, formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['agents', 'accounts'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: shopTicketsStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const agent = await requireAgent(request)
  return json(
    {
      referralCode: agent.referralCode,
      link: referralLink(new URL(request.url).origin, agent.referralCode),
      ...(await referredPlayersOf(request, agent)),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** The players who signed up with the agent's link or code: masked names, when they joined, and this week's play. */
export default function AgentPlayersPage() {
  const { referralCode, link, referred, playedThisWeek, players } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agents')
  return (
    <section className="agent-panel" data-testid="agent-players">
      <h2>{t('players.title')}</h2>
      <p className="muted">{t('referral.intro')}</p>
      <p className="agent-link" data-testid="referral-link">
        {link}
      </p>
      <ReferralCodeCopy code={referralCode} />
      <p data-testid="players-counts">{t('players.counts', { count: referred, played: playedThisWeek })}</p>
      {players.length === 0 ? (
        <p className="muted" data-testid="players-empty">
          {t('players.none')}
        </p>
      ) : (
        <div className="agent-table-wrap">
          <table className="agent-table" data-testid="players-table">
            <thead>
              <tr>
                <th scope="col">{t('players.name')}</th>
                <th scope="col">{t('players.joined')}</th>
                <th scope="col">{t('players.playedThisWeek')}</th>
                <th scope="col">{t('players.stakesThisWeek')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player, index) => (
                <tr key={`${player.joinedAt}:${index}`} data-testid="player-row">
                  <td>{player.name}</td>
                  <td>{formatLagosDateTime(player.joinedAt)}</td>
                  <td>{t(player.playedThisWeek ? 'players.yes' : 'players.no')}</td>
                  <td>{formatNaira(player.stakesThisWeek)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
