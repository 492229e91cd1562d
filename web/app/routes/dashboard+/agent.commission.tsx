import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { requireAgent } from '#app/agents/agent.server.ts'
import { commissionGameTitle } from '#app/agents/commission-games.ts'
import { commissionOf, commissionWeekAsked } from '#app/agents/commission.server.ts'
import { formatLagosTime, formatNaira } from '#app/i18n/format.ts'

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

      <LinesTable
        title={t('commission.tickets')}
        testId="commission-tickets"
        columns={['betId', 'game', 'placedAt', 'selections', 'stake', 'rate', 'commission']}
        rows={statement.tickets.map((line) => ({
          key: line.betId,
          cells: [
            line.betId,
            game(line.game),
            line.placedAt,
            line.selections,
            formatNaira(line.stake),
            percent(line.rate),
            formatNaira(line.commission),
          ],
        }))}
      />
      <LinesTable
        title={t('commission.numberTickets')}
        testId="commission-number-tickets"
        columns={['betId', 'game', 'placedAt', 'stake', 'rate', 'commission']}
        rows={statement.numberTickets.map((line) => ({
          key: line.betId,
          cells: [line.betId, game(line.game), line.placedAt, formatNaira(line.stake), percent(line.rate), formatNaira(line.commission)],
        }))}
      />
      <LinesTable
        title={t('commission.players')}
        testId="commission-players"
        columns={['player', 'stakes', 'wins', 'ngr']}
        rows={statement.players.map((line, index) => ({
          key: String(index),
          cells: [line.name, formatNaira(line.stakes), formatNaira(line.wins), formatNaira(line.ngr)],
        }))}
      />
    </section>
  )
}

/** One part of the statement: a line per ticket or player, its first cell naming the row; scrolls sideways on a phone. */
function LinesTable({
  title,
  testId,
  columns,
  rows,
}: {
  title: string
  testId: string
  columns: readonly string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  const { t } = useTranslation('agents')
  return (
    <>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{t('commission.none')}</p>
      ) : (
        <div className="agent-table-wrap">
          <table className="agent-table" data-testid={testId}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {t(`commission.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ key, cells: [name, ...figures] }) => (
                <tr key={key}>
                  <th scope="row">{name}</th>
                  {figures.map((figure, index) => (
                    <td key={index}>{figure}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
