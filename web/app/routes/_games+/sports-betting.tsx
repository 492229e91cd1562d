import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { deviceTypeOfRequest } from '#app/games/device.server.ts'
import { launchGame } from '#app/games/games.server.ts'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLanguage, getServerI18n } from '#app/i18n/i18n.server.ts'
import { BettingPanel } from '#app/betting/BettingPanel.tsx'
import { SportsbookMenu } from '#app/betting/SportsbookMenu.tsx'

export const handle = { i18n: ['games', 'betting'], pageTitle: 'sportsBetting' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]

/** The spec's fixed sportsbook game id. */
const SPORTS_GAME_ID = '10105'
/** Spec section 4: the launcher URL is set 3 s after a 200; the unavailable message shows as long before leaving. */
const LAUNCH_DELAY_MS = 3000
const REDIRECT_DELAY_MS = 3000
/** Where a player goes when no sportsbook answers: the virtual football page, not an empty lobby (issue 12). */
const VIRTUAL_SPORTS_PAGE = '/virtual-sports/virtual-football'

/**
 * Sports needs a login: a visitor is redirected by the server (so it works without JavaScript) to
 * log in, with the spec's toast. A player's sportsbook launch is asked for here too; no launcher URL
 * (no sportsbook configured, or the provider failing) means live sports are unavailable.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) {
    const i18n = await getServerI18n(getLanguage(request), ['games'])
    throw await redirectWithToast('/login?from=SportBetting', {
      type: 'error',
      description: i18n.t('sports.kindlyLoginToView', { ns: 'games' }),
    })
  }
  const launcherUrl = await launchGame(user.token, SPORTS_GAME_ID, deviceTypeOfRequest(request)).then(
    (answer) => (answer.status === 200 ? (answer.data?.launcherUrl ?? null) : null),
    () => null,
  )
  return json({ launcherUrl }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function SportsBettingPage() {
  const { launcherUrl } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  return (
    <main className="page games-page sports-page" data-testid="sports-page">
      <h1>{t('sports.title')}</h1>
      <div className="sports-layout">
        <SportsbookMenu fromSportsbook={launcherUrl !== null} />
        <div className="sports-main">{launcherUrl ? <Sportsbook launcherUrl={launcherUrl} /> : <SportsUnavailable />}</div>
        <aside className="sports-slip">
          <BettingPanel />
        </aside>
      </div>
    </main>
  )
}

/** The sportsbook frame, set 3 s after the launch as the spec has it; without JavaScript at once. */
function Sportsbook({ launcherUrl }: { launcherUrl: string }) {
  const { t } = useTranslation('games')
  const [frameShown, setFrameShown] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setFrameShown(true), LAUNCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [launcherUrl])
  const frame = <iframe src={launcherUrl} title={t('sports.title')} className="sports-frame" />
  if (frameShown) return frame
  return (
    <>
      <p className="muted">{t('sports.loading')}</p>
      <noscript>{frame}</noscript>
    </>
  )
}

/**
 * The spec's message, then the virtual football page after 3 s: a client navigation where JavaScript
 * runs, a `<meta refresh>` inside `<noscript>` where it does not (a refresh in the head would also
 * fire after a client navigation had already left this page).
 */
function SportsUnavailable() {
  const { t } = useTranslation('games')
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(VIRTUAL_SPORTS_PAGE, { replace: true }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return (
    <>
      <p role="alert" data-testid="sports-unavailable">
        {t('sports.notAvailable')}
      </p>
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${VIRTUAL_SPORTS_PAGE}`} />
      </noscript>
    </>
  )
}
