import { GAMES } from '@9ja/games'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useFetcher, useLoaderData, useNavigate } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { showToast } from '#app/components/toast/toast-store.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { deviceTypeFor } from '#app/games/catalog.ts'
import type { GameActionAnswer } from '#app/games/game-action.ts'
import { SpinEntry } from '#app/games/lobby/SpinEntry.tsx'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['games'], pageTitle: 'casinoGames' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]

const SPIN2WIN_ROYALE_ID = String(GAMES['spin2win-royale'].id)

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ isLoggedIn: Boolean(await getSessionUser(request)) })
}

/** Spin It entry and the casino games (Spin 2 Win Royale opens full page from here). */
export default function CasinoGamesPage() {
  const { isLoggedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  const navigate = useNavigate()
  const launcher = useFetcher<GameActionAnswer<{ launcherUrl: string }>>()
  useFetcherAnswer(launcher, (answer) => {
    if (answer.status === 200 && answer.data) navigate(answer.data.launcherUrl)
    else showToast({ type: 'error', description: answer.message })
  })
  return (
    <main className="page games-page casino-page">
      <h1>{t('spinEntry.casinoTitle')}</h1>
      <div className="casino-grid">
        <SpinEntry backHref={null} />
        <section className="spin-entry">
          <img src="/games/spin2win-royale.svg" alt="" width={120} height={120} className="spin-entry-art" />
          <h2>{t('spinEntry.royaleTitle')}</h2>
          <p className="muted">{t('spinEntry.royaleText')}</p>
          <button
            type="button"
            className="button"
            disabled={launcher.state !== 'idle'}
            onClick={() => {
              if (!isLoggedIn) return showToast({ type: 'error', description: t('lobby.kindlyLogin') })
              launcher.submit(
                { gameId: SPIN2WIN_ROYALE_ID, deviceType: deviceTypeFor(window.innerWidth) },
                { method: 'post', action: '/resources/games/launch' },
              )
            }}
          >
            {t('lobby.playNow')}
          </button>
        </section>
      </div>
    </main>
  )
}
