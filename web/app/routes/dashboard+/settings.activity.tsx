import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { activityStatement, statementMonthAsked } from '#app/protection/protection.server.ts'
import { STATEMENT_FIGURES as FIGURES } from '#app/protection/statement-csv.ts'
import protectionStylesUrl from '#app/protection/protection.css?url'
import { formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['accounts', 'protection'], pageTitle: 'activityStatement' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: protectionStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const statement = await activityStatement(request, user, statementMonthAsked(request))
  return json({ statement }, { headers: { 'Cache-Control': 'no-store' } })
}

/** The monthly activity statement: day by day and in total, with its CSV. The month is a GET form, so it works without JavaScript. */
export default function ActivityStatementPage() {
  const { statement } = useLoaderData<typeof loader>()
  const { t } = useTranslation('protection')
  return (
    <div className="settings-panel protection-panel" data-testid="activity-panel">
      <h1>{t('activity.title')}</h1>
      <p className="muted">{t('activity.about')}</p>
      <Form method="get" className="protection-month">
        <label htmlFor="statement-month">{t('activity.month')}</label>
        <input id="statement-month" type="month" name="month" defaultValue={statement.month} required data-testid="statement-month" />
        <button type="submit" className="button button-outline">
          {t('activity.show')}
        </button>
        <a className="button" href={`/resources/activity-statement?month=${statement.month}`} download data-testid="statement-csv">
          {t('activity.download')}
        </a>
      </Form>
      {statement.days.length === 0 ? (
        <p className="muted" data-testid="statement-empty">
          {t('activity.empty')}
        </p>
      ) : null}
      <div className="protection-table-wrap">
        <table className="protection-table" data-testid="statement-table">
          <thead>
            <tr>
              <th scope="col">{t('activity.date')}</th>
              {FIGURES.map((figure) => (
                <th key={figure} scope="col">
                  {t(`activity.${figure}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {FIGURES.map((figure) => (
                  <td key={figure}>{formatNaira(day[figure])}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="statement-totals">
              <th scope="row">{t('activity.total')}</th>
              {FIGURES.map((figure) => (
                <td key={figure}>{formatNaira(statement.totals[figure])}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  )
}
