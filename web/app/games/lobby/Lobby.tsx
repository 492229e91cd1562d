import { Form, Link, useFetcher, useLocation, useNavigate, useSearchParams, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RecentWinners } from '#app/components/home/RecentWinners.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import {
  ALL_GAMES,
  CATEGORIES,
  categoryOf,
  deviceTypeFor,
  LOBBY_CATEGORIES,
  matchesSearch,
  parseCategory,
  SPIN_GAMES,
  SPORTS_VIRTUAL,
  type LobbyCategory,
} from '../catalog.ts'
import { ownPageOf } from '../own-pages.ts'
import type { RecentWinView } from '../wins/win-ago.ts'
import type { GameActionAnswer } from '../game-action.ts'
import type { GameListItem } from '@9ja/contract'
import { GameFrame } from './GameFrame.tsx'
import { SpinEntry } from './SpinEntry.tsx'

type LaunchAnswer = GameActionAnswer<{ launcherUrl: string }>

/** Spec section 9: the game list filters 500 ms after the player stops typing. */
const SEARCH_DELAY_MS = 500

/** The games lobby of /virtual and /dashboard/virtual (spec section 2, six categories). */
export function Lobby({
  games,
  gamesError,
  isLoggedIn,
  winners,
  basePath,
}: {
  games: GameListItem[]
  gamesError: string | null
  isLoggedIn: boolean
  winners: RecentWinView[]
  basePath: '/virtual' | '/dashboard/virtual'
}) {
  const { t } = useTranslation('games')
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const launcher = useFetcher<LaunchAnswer>()
  const [menuOpen, setMenuOpen] = useState(false)
  const [launched, setLaunched] = useState<{ url: string; title: string; category: LobbyCategory } | null>(null)
  const launchingTitle = useRef('')

  // A game id in navigation state pre-selects that game's category; the `id` query otherwise.
  const stateGameId = (location.state as { gameId?: unknown } | null)?.gameId
  const stateGame = games.find((game) => String(game.gameId) === String(stateGameId))
  const category: LobbyCategory = searchParams.has('id')
    ? parseCategory(searchParams.get('id'))
    : stateGame
      ? categoryOf(stateGame)
      : ALL_GAMES
  const search = searchParams.get('search')?.trim() ?? ''
  const found = search ? games.filter((game) => matchesSearch(game, search)) : games

  useEffect(() => {
    if (gamesError) showToast({ type: 'error', description: `${t('lobby.errorFetchingGames')} ${gamesError}` })
  }, [gamesError, t])

  // Changing category clears a launched game (it belongs to the category it was launched from).
  const launchedHere = launched?.category === category ? launched : null
  useEffect(() => setMenuOpen(false), [category])

  useFetcherAnswer(launcher, (answer) => {
    const launcherUrl = answer.data?.launcherUrl
    if (answer.status === 200 && launcherUrl) {
      // On a phone the game takes the whole screen (under the site's header its stage was a strip), on its
      // own page with a way back here: as Casino Games opens its games.
      if (deviceTypeFor(window.innerWidth) === 'mobile') {
        navigate(launcherUrl)
        return
      }
      showToast({ type: 'success', description: t('lobby.launchSuccess') })
      setLaunched({ url: launcherUrl, title: launchingTitle.current, category })
    } else {
      showToast({ type: 'error', description: answer.message })
    }
  })

  function launch(game: GameListItem) {
    if (!isLoggedIn) {
      showToast({ type: 'error', description: t('lobby.kindlyLogin') })
      return
    }
    launchingTitle.current = game.gameTitle
    launcher.submit(
      { gameId: String(game.gameId), deviceType: deviceTypeFor(window.innerWidth) },
      { method: 'post', action: '/resources/games/launch' },
    )
  }

  // A virtual sport or a number game opens its own page (visitors too: anyone may watch and build a slip); every other game is launched into the frame.
  function playNow(game: GameListItem) {
    const ownPage = ownPageOf(game)
    if (ownPage) {
      return (
        <Link to={ownPage.path} className="button" data-testid={`play-${ownPage.slug}`}>
          {t('lobby.playNow')}
        </Link>
      )
    }
    return (
      <button type="button" className="button" onClick={() => launch(game)} disabled={launcher.state !== 'idle'}>
        {t('lobby.playNow')}
      </button>
    )
  }

  const grid = (list: GameListItem[]) =>
    list.length === 0 ? (
      <p className="no-games" data-testid="no-games">
        {t('lobby.noGames')}
      </p>
    ) : (
      <ul className="game-grid" data-testid="game-grid">
        {list.map((game) => (
          <li key={game.gameId} className="game-card">
            <img src={game.thumbnail} alt="" width={160} height={120} loading="lazy" />
            <h3>{game.gameTitle}</h3>
            {playNow(game)}
          </li>
        ))}
      </ul>
    )

  return (
    <div className="lobby" data-testid="lobby" data-category={category}>
      <nav className={`lobby-menu${menuOpen ? ' open' : ''}`} aria-label={t('lobby.title')}>
        <button
          type="button"
          className="lobby-menu-toggle mobile-only"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('lobby.hideMenu') : t('lobby.showMenu')}
        </button>
        <ul>
          {LOBBY_CATEGORIES.map((id) => (
            <li key={id}>
              <Link to={`${basePath}?id=${id}`} aria-current={id === category ? 'page' : undefined} preventScrollReset>
                {t(`lobby.categories.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className="lobby-main">
        {/* The design has no visible page title; the category names the page for screen readers and search engines. */}
        <h1 className="visually-hidden">{t(`lobby.categories.${category}`)}</h1>
        {launchedHere ? <GameFrame src={launchedHere.url} title={launchedHere.title} onClose={() => setLaunched(null)} /> : null}

        {category === ALL_GAMES ? (
          <>
            <div className="lobby-toolbar">
              <button type="button" className="back-arrow" aria-label={t('lobby.back')} onClick={() => navigate('/')}>
                ←
              </button>
              <LobbySearch action={basePath} search={search} />
            </div>
            {search ? (
              <>
                <h2>{t('lobby.searchResults', { search })}</h2>
                {grid(found)}
              </>
            ) : (
              <ul className="lobby-cards">
                {(
                  [
                    ['virtual', `${basePath}?id=${SPORTS_VIRTUAL}`, '/games/virtual-football.svg'],
                    ['sports', '/sports-betting', '/games/sports-betting.svg'],
                    ['casino', '/dashboard/spinit', '/games/spin2win-royale.svg'],
                  ] as const
                ).map(([key, to, art]) => (
                  <li key={key} className="lobby-card">
                    <img src={art} alt="" width={160} height={120} />
                    <h3>{t(`lobby.cards.${key}`)}</h3>
                    <Link to={to} className="button" data-testid={`lobby-card-${key}`}>
                      {t('lobby.playNow')}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : category === CATEGORIES ? (
          <>
            <h2>{t('lobby.categoryGames')}</h2>
            <ul className="category-tiles">
              {LOBBY_CATEGORIES.filter((id) => id > CATEGORIES).map((id) => (
                <li key={id}>
                  <Link to={`${basePath}?id=${id}`} className="category-tile">
                    {t(`lobby.categories.${id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : category === SPIN_GAMES ? (
          <>
            <SpinEntry backHref="/virtual?id=1" />
            {grid(found.filter((game) => categoryOf(game) === SPIN_GAMES && game.sub_type !== 'wheel'))}
          </>
        ) : (
          grid(found.filter((game) => categoryOf(game) === category))
        )}
      </section>

      <aside className="lobby-side">
        <RecentWinners winners={winners} heading={t('lobby.recentWinner')} className="recent-winner" testId="recent-winner" />
        {isLoggedIn ? null : (
          <Link to="/signup" className="lobby-banner signup-banner" data-testid="signup-banner">
            {t('lobby.signupBanner')}
          </Link>
        )}
        <div className="lobby-banner app-banner">{t('lobby.appBanner')}</div>
      </aside>
    </div>
  )
}

/**
 * The All view's search: a GET form, so it works before (and without) JavaScript; once the app runs,
 * the list also filters 500 ms after the player stops typing.
 */
function LobbySearch({ action, search }: { action: string; search: string }) {
  const { t } = useTranslation('games')
  const submit = useSubmit()
  const typingTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(typingTimer.current), [])
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="lobby-search"
      onSubmit={() => window.clearTimeout(typingTimer.current)}
      onChange={(event) => {
        const form = event.currentTarget
        window.clearTimeout(typingTimer.current)
        typingTimer.current = window.setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS)
      }}
    >
      <input
        type="search"
        name="search"
        defaultValue={search}
        placeholder={t('lobby.searchPlaceholder')}
        aria-label={t('lobby.searchPlaceholder')}
      />
      <button type="submit" className="button">
        {t('lobby.search')}
      </button>
    </Form>
  )
}
