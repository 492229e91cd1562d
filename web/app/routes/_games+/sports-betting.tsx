import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getSessionUser } from '#app/auth/session.server.ts'
import { showToast } from '#app/components/toast/toast-store.ts'
import { deviceTypeFor } from '#app/games/catalog.ts'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['games'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]
export const meta: MetaFunction = () => [{ title: 'Sports Betting | 9ja Lottery' }]

/** The spec's fixed sportsbook game id. */
const SPORTS_GAME_ID = '10105'
const LAUNCH_DELAY_MS = 3000
const REDIRECT_DELAY_MS = 3000

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ isLoggedIn: Boolean(await getSessionUser(request)) })
}

/**
 * Sports needs a login. Logged in, the sportsbook launcher is asked for a URL through the provider
 * interface; a 200 sets the frame 3 s later, anything else says live sports are unavailable and
 * goes to the virtual sports lobby.
 */
export default function SportsBettingPage() {
  const { isLoggedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  const navigate = useNavigate()
  const launcher = useFetcher<{ status: number; message: string; launcherUrl: string | null }>()
  const [frameUrl, setFrameUrl] = useState<string | null>(null)
  const [unavailable, setUnavailable] = useState(false)
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    if (!isLoggedIn) {
      showToast({ type: 'error', description: t('sports.kindlyLoginToView') })
      navigate('/login?from=SportBetting', { replace: true })
      return
    }
    launcher.submit({ gameId: SPORTS_GAME_ID, deviceType: deviceTypeFor(window.innerWidth) }, { method: 'post', action: '/resources/games/launch' })
  }, [isLoggedIn, launcher, navigate, t])

  useEffect(() => {
    const answer = launcher.data
    if (!answer || launcher.state !== 'idle') return
    if (answer.status === 200 && answer.launcherUrl) {
      const timer = window.setTimeout(() => setFrameUrl(answer.launcherUrl), LAUNCH_DELAY_MS)
      return () => window.clearTimeout(timer)
    }
    setUnavailable(true)
    showToast({ type: 'error', description: t('sports.notAvailable') })
    const timer = window.setTimeout(() => navigate('/dashboard/virtual?id=4'), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [launcher.data, launcher.state, navigate, t])

  return (
    <main className="page games-page sports-page" data-testid="sports-page">
      <h1>{t('sports.title')}</h1>
      {unavailable ? (
        <p role="alert">{t('sports.notAvailable')}</p>
      ) : frameUrl ? (
        <iframe src={frameUrl} title={t('sports.title')} className="sports-frame" />
      ) : isLoggedIn ? (
        <p className="muted">{t('sports.loading')}</p>
      ) : null}
    </main>
  )
}
