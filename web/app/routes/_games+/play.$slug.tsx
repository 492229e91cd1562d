import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { launchDeviceOf } from '#app/games/device.server.ts'
import { fetchGameInfo, launchGame, listRounds, redeemLaunch } from '#app/games/games.server.ts'
import { HowToPlay } from '#app/games/HowToPlay.tsx'
import { findPlayPage } from '#app/games/registry.ts'
import { findGameOfPage } from '#app/games/registry.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import { walletBalance } from '#app/wallet/wallet.server.ts'
import { useResizeParent } from '#app/games/useResizeParent.ts'
import { loadCrashPlay } from '#app/games/crash/crash-play.server.ts'
import pageStylesUrl from '#app/games/crash/play-page.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLanguage, getServerI18n } from '#app/i18n/i18n.server.ts'

// `layout: 'bare'` asks the root to render this page without the site header and footer: it mostly runs in the
// lobby's iframe, and in the whole window it shows its own way back instead.
export const handle = {
  i18n: ['games'],
  layout: 'bare',
  pageTitle: ({ data }) => (data ? { name: 'named', values: { name: data.gameTitle } } : 'game'),
} satisfies I18nHandle & { layout: 'bare' } & PageTitleHandle<typeof loader>
export const links = () => [{ rel: 'stylesheet', href: pageStylesUrl }]

/** Marks a launch URL this loader asked for itself, so a relaunch that fails too is not retried for ever. */
const RELAUNCHED = 'relaunched'
/** Where a game opened in the whole window leads back to: Casino Games lists both in-house games. */
const OUTSIDE_FRAME_BACK_PATH = '/dashboard/spinit'
const RECENT_ROUNDS_FETCHED = 40

/**
 * An in-house game page (the registry's entry for the slug), opened from a launcher URL `/play/<slug>?launch=<one-time token>`, in the
 * lobby's frame or (from Casino Games, or a reload) in the whole window. The token is redeemed once
 * here; a used or expired one is replaced by asking the launcher again, so a reload keeps the game.
 * Playing itself needs the player's session like every wallet call.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const game = await findGameOfPage(params.slug)
  if (!game) throw new Response('Not found', { status: 404 })
  // A virtual sport is played on its own page, open to visitors (it leaves the lobby's frame when opened in one).
  if (game.family === 'scheduled-event') throw redirect(game.pagePath)
  const url = new URL(request.url)
  const user = await getSessionUser(request)
  if (!user) {
    const i18n = await getServerI18n(getLanguage(request), ['games'])
    throw await redirectWithToast(`/login?from=${game.loginFrom}`, {
      type: 'error',
      description: i18n.t('lobby.kindlyLogin', { ns: 'games' }),
    })
  }
  const launchToken = url.searchParams.get('launch')
  const launch = launchToken ? await redeemLaunch(user.token, launchToken) : null
  const expired = launch !== null && launch.status !== 200
  if (expired && !url.searchParams.has(RELAUNCHED)) {
    const relaunch = await launchGame(user.token, String(game.gameId), launchDeviceOf(request, url.searchParams.get('device')))
    if (relaunch.status === 200 && relaunch.data) throw redirect(withSearchParam(relaunch.data.launcherUrl, RELAUNCHED, '1'))
  }
  const [balance, info, rounds, sharedRound] = await Promise.all([
    walletBalance(request, user),
    fetchGameInfo(game.slug).catch((error: unknown) => {
      // The page still plays without its how-to-play panel.
      getLogger().error({ err: error }, `game information for ${game.slug} failed`)
      return null
    }),
    // Rounds of every game come back together: fetch enough that this game's latest are among them.
    game.recentRounds > 0 ? listRounds(user.token, RECENT_ROUNDS_FETCHED) : null,
    // A shared round's page starts from the round as it is now; the live channel takes over in the browser.
    game.family === 'shared-round' ? loadCrashPlay(game.slug) : null,
  ])
  const recentRounds = (rounds?.data?.data ?? []).filter((round) => round.game === game.slug).slice(0, game.recentRounds)
  // Chromium and Firefox say whether this document loads in a frame; the page checks again once it runs.
  const openedInFrame = request.headers.get('sec-fetch-dest') === 'iframe'
  return json({
    slug: game.slug,
    family: game.family,
    gameTitle: game.title,
    expired,
    balance,
    info: info?.data?.data ?? null,
    recentRounds,
    sharedRound,
    openedInFrame,
  })
}

function withSearchParam(launcherUrl: string, name: string, value: string): string {
  return `${launcherUrl}${launcherUrl.includes('?') ? '&' : '?'}${name}=${value}`
}

// Launch tokens are single use: never re-run this loader after a spin.
export const shouldRevalidate: ShouldRevalidateFunction = () => false

export default function PlayGamePage() {
  const { slug, family, expired, balance, info, recentRounds, sharedRound, openedInFrame } = useLoaderData<typeof loader>()
  // The loader answered 404 for any slug of no game, and redirected the games with their own page.
  const { Page, Rules, backTo } = findPlayPage(slug, family)!
  const { t } = useTranslation('games')
  useResizeParent()
  const inFrame = useOpenedInFrame(openedInFrame)
  // The lobby around the frame has the site's header; in the whole window the game needs its own way back.
  const header = inFrame ? null : (
    <header className="play-header" data-testid="play-header">
      <Link to={backTo?.path ?? OUTSIDE_FRAME_BACK_PATH} className="back-link">
        <span aria-hidden="true">←</span>
        {t(backTo?.label ?? 'play.backToCasino')}
      </Link>
    </header>
  )
  const pageProps = { balance, info, recentRounds, sharedRound }
  if (expired) {
    return (
      <main className="page games-page play-page">
        {header}
        <p role="alert">{t('roulette.launchExpired')}</p>
      </main>
    )
  }
  return (
    <main className={`page games-page play-page${family === 'shared-round' ? ' crash-page' : ''}`}>
      {header}
      <Page {...pageProps} />
      {info ? <HowToPlay info={info} rules={Rules ? <Rules {...pageProps} /> : undefined} /> : null}
    </main>
  )
}

/** Whether this page runs inside another page's frame: the server's guess first, the browser's own answer once it runs. */
function useOpenedInFrame(guessedByServer: boolean): boolean {
  const [inFrame, setInFrame] = useState(guessedByServer)
  useEffect(() => setInFrame(window.self !== window.top), [])
  return inFrame
}
