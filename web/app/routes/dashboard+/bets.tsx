import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { BetCard } from '#app/betting/BetCard.tsx'
import { myBets, withJackpotPools, type PlacedBet } from '#app/betting/betting.server.ts'
import { CrashBetsList } from '#app/games/crash/CrashBetsList.tsx'
import type { CrashPlayerBet } from '@9ja/contract'
import { crashBetsOf } from '#app/games/games.server.ts'
import { catalogGamesOf } from '#app/games/catalog-games.server.ts'
import ballsStylesUrl from '#app/games/numbers/balls.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLogger } from '#app/utils/logger.server.ts'

export const handle = { i18n: ['betting'], pageTitle: 'myBets' } satisfies I18nHandle & PageTitleHandle
// A number bet's balls.
export const links = () => [{ rel: 'stylesheet', href: ballsStylesUrl }]

const TABS = ['open', 'settled'] as const
type Tab = (typeof TABS)[number]
/** The newest bets of a tab; older ones are a Check Bet away by their IDs. */
const BETS_SHOWN = 50

/**
 * My Bets: the player's open and settled slip bets, each selection's status, each bet linked to its Check Bet page;
 * then the crash games' bets of the same tab (a crash bet is open until its round settles it).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const requested = new URL(request.url).searchParams.get('status')
  const tab: Tab = requested === 'settled' ? 'settled' : 'open'
  const failed = (what: string) => (error: unknown) => {
    getLogger().error({ err: error }, `/dashboard/bets: ${what} failed`)
    return null
  }
  const [answer, crashAnswer, crashList] = await Promise.all([
    myBets(user.token, tab, BETS_SHOWN).catch(failed('slip bets')),
    crashBetsOf(user.token, null, BETS_SHOWN).catch(failed('crash bets')),
    catalogGamesOf('crash'),
  ])
  const bets: PlacedBet[] | null = answer?.status === 200 && answer.data?.data ? await withJackpotPools(answer.data.data) : null
  const crashBets: CrashPlayerBet[] | null =
    crashAnswer?.status === 200 && crashAnswer.data?.data
      ? crashAnswer.data.data.filter((bet) => (bet.status === 'open') === (tab === 'open'))
      : null
  const crashTitles = Object.fromEntries(crashList.map((game) => [game.slug, game.title]))
  return json({ tab, bets, crashBets, crashTitles }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function MyBetsPage() {
  const { tab, bets, crashBets, crashTitles } = useLoaderData<typeof loader>()
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
      {bets === null || crashBets === null ? (
        <p role="alert" className="slip-notice slip-notice-error">
          {t('myBets.unavailable')}
        </p>
      ) : null}
      {bets?.length === 0 && crashBets?.length === 0 ? (
        <p className="muted" data-testid="my-bets-empty">
          {t(tab === 'open' ? 'myBets.noneOpen' : 'myBets.noneSettled')}
        </p>
      ) : null}
      {bets?.length ? (
        <div className="bet-list">
          {bets.map((bet) => (
            <BetCard key={bet.betId} bet={bet} linkToCheck />
          ))}
        </div>
      ) : null}
      {crashBets?.length ? <CrashBetsList bets={crashBets} titles={crashTitles} /> : null}
    </main>
  )
}
