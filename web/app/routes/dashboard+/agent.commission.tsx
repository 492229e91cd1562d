import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAgent } from '#app/agents/agent.server.ts'
import { commissionGameTitle } from '#app/agents/commission-games.ts'
import { commissionOf, commissionWeekAsked } from '#app/agents/commission.server.ts'
import { formatLagosTime, formatNaira } from '#app/wallet/money.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request)
  const statement = await commissionOf(request, user, commissionWeekAsked(request))
  // Times are printed on the server (Intl differs between runtimes): the page hydrates with the same text.
  const withTime = <Line extends { placedAt: string }>(line: Line) => ({ ...line, placedAt: formatLagosTime(line.placedAt) })
  return json(
    {
      statement: {
        ...statement,
        tickets: statement.tickets.map(withTime),
        numberTickets: statement.numberTickets.map(withTime),
        paid: statement.paid && { ...statement.paid, at: formatLagosTime(statement.paid.at) },
      },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

const TOTALS = ['tickets', 'numbers', 'playersNgr', 'carriedIn', 'players', 'carriedOut', 'stakes', 'cap'] as const

/**
 * The agent's weekly commission: the week chosen from the agent's weeks (a GET form, so it works before
 * scripts load; this week's estimate first), its totals, every ticket and player line, and the CSV.
 */
export default function AgentCommissionPage() {
  const { statement } = useLoaderData<typeof loader>()
  const { t } = useTranslation('agents')
  const game = (slug: string) => commissionGameTitle(slug, t('commission.virtualSports'))
  const percent = (rate: number) => `${rate}%`
  return (
    <section className="agent-commission" data-testid="agent-commission">
      <h2>{t('commission.title')}</h2>
      <p className="muted">{t('commission.about')}</p>
      <Form method="get" className="agent-commission-week">
        <label htmlFor="commission-week">{t('commission.week')}</label>
        <select id="commission-week" name="week" defaultValue={statement.week} data-testid="commission-week">
          {statement.weeks.map((one) => (
            <option key={one.week} value={one.week}>
              {t('commission.weekOption', { week: one.week, status: t(`commission.status.${one.status}`) })}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-outline">
          {t('commission.show')}
        </button>
        <a className="button" href={`/resources/agent-commission?week=${statement.week}`} download data-testid="commission-csv">
          {t('commission.download')}
        </a>
      </Form>

      <p className="agent-commission-status" data-testid="commission-status" data-status={statement.status}>
        {statement.paid
          ? t('commission.paidOn', { amount: formatNaira(statement.paid.amount), at: statement.paid.at })
          : t('commission.estimateNote')}
      </p>

      <dl className="agent-commission-totals" data-testid="commission-totals">
        <div data-total="total" className="agent-commission-total">
          <dt>{`${t('commission.totals.total')} (${t(`commission.status.${statement.status}`)})`}</dt>
          <dd>{formatNaira(statement.totals.total)}</dd>
        </div>
        {TOTALS.map((key) => (
          <div key={key} data-total={key}>
            <dt>{t(`commission.totals.${key}`)}</dt>
            <dd>{formatNaira(statement.totals[key])}</dd>
          </div>
        ))}
        <div data-total="capped">
          <dt>{t('commission.totals.capApplied')}</dt>
          <dd>{t(statement.totals.capped ? 'commission.totals.yes' : 'commission.totals.no')}</dd>
        </div>
      </dl>

      <h3>{t('commission.tickets')}</h3>
      {statement.tickets.length === 0 ? (
        <p className="muted">{t('commission.none')}</p>
      ) : (
        <div className="agent-table-wrap">
          <table className="agent-table" data-testid="commission-tickets">
            <thead>
              <tr>
                {(['betId', 'game', 'placedAt', 'selections', 'stake', 'rate', 'commission'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`commission.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.tickets.map((line) => (
                <tr key={line.betId}>
                  <th scope="row">{line.betId}</th>
                  <td>{game(line.game)}</td>
                  <td>{line.placedAt}</td>
                  <td>{line.selections}</td>
                  <td>{formatNaira(line.stake)}</td>
                  <td>{percent(line.rate)}</td>
                  <td>{formatNaira(line.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>{t('commission.numberTickets')}</h3>
      {statement.numberTickets.length === 0 ? (
        <p className="muted">{t('commission.none')}</p>
      ) : (
        <div className="agent-table-wrap">
          <table className="agent-table" data-testid="commission-number-tickets">
            <thead>
              <tr>
                {(['betId', 'game', 'placedAt', 'stake', 'rate', 'commission'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`commission.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.numberTickets.map((line) => (
                <tr key={line.betId}>
                  <th scope="row">{line.betId}</th>
                  <td>{game(line.game)}</td>
                  <td>{line.placedAt}</td>
                  <td>{formatNaira(line.stake)}</td>
                  <td>{percent(line.rate)}</td>
                  <td>{formatNaira(line.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>{t('commission.players')}</h3>
      {statement.players.length === 0 ? (
        <p className="muted">{t('commission.none')}</p>
      ) : (
        <div className="agent-table-wrap">
          <table className="agent-table" data-testid="commission-players">
            <thead>
              <tr>
                {(['player', 'stakes', 'wins', 'ngr'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`commission.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.players.map((line, index) => (
                <tr key={index}>
                  <th scope="row">{line.name}</th>
                  <td>{formatNaira(line.stakes)}</td>
                  <td>{formatNaira(line.wins)}</td>
                  <td>{formatNaira(line.ngr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
