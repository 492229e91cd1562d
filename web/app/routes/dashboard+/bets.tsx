import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSessionUser } from '#app/auth/session.server.ts'
import { BetCard } from '#app/betting/BetCard.tsx'
import { myBets, type PlacedBet } from '#app/betting/betting.server.ts'
import ballsStylesUrl from '#app/games/numbers/balls.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['betting'] } satisfies I18nHandle
// A number bet's balls.
export const links = () => [{ rel: 'stylesheet', href: ballsStylesUrl }]
export const meta: MetaFunction = () => [{ title: 'My Bets | 9ja Lottery' }]

const TABS = ['open', 'settled'] as const
type Tab = (typeof TABS)[number]
/** The newest bets of a tab; older ones are a Check Bet away by their IDs. */
const BETS_SHOWN = 50

/** My Bets: the player's open and settled slip bets, each selection's status, each bet linked to its Check Bet page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const requested = new URL(request.url).searchParams.get('status')
  const tab: Tab = requested === 'settled' ? 'settled' : 'open'
  const answer = await myBets(user.token, tab, BETS_SHOWN).catch((error: unknown) => {
    console.error('/dashboard/bets failed', error)
    return null
  })
  const bets: PlacedBet[] | null = answer?.status === 200 && answer.data?.data ? answer.data.data : null
  return json({ tab, bets }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function MyBetsPage() {
  const { tab, bets } = useLoaderData<typeof loader>()
  const { t } = useTranslation('betting')
  return (
    <main className="page betting-page" data-testid="my-bets-page">
      <h1>{t('myBets.title')}</h1>
      <nav className="bet-tabs" aria-label={t('myBets.title')}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={`?status=${name}`}
            className="bet-tab"
            aria-current={name === tab ? 'page' : undefined}
            data-testid={`my-bets-${name}`}
          >
            {t(`myBets.${name}`)}
          </Link>
        ))}
      </nav>
      {bets === null ? (
        <p role="alert" className="slip-notice slip-notice-error">
          {t('myBets.unavailable')}
        </p>
      ) : bets.length === 0 ? (
        <p className="muted" data-testid="my-bets-empty">
          {t(tab === 'open' ? 'myBets.noneOpen' : 'myBets.noneSettled')}
        </p>
      ) : (
        <div className="bet-list">
          {bets.map((bet) => (
            <BetCard key={bet.betId} bet={bet} linkToCheck />
          ))}
        </div>
      )}
    </main>
  )
}
