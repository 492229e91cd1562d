import type { MetaFunction } from '@remix-run/node'
import { NavLink, Outlet } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { BettingPanel } from '#app/betting/BettingPanel.tsx'
import gamesStylesUrl from '#app/games/games.css?url'
import { SPORTS_GAMES, SPORTS_SLUGS, sportsPagePath } from '#app/games/virtual-sports/sports-games.ts'
import virtualSportsStylesUrl from '#app/games/virtual-sports/virtual-sports.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['games'] } satisfies I18nHandle
export const links = () => [
  { rel: 'stylesheet', href: gamesStylesUrl },
  { rel: 'stylesheet', href: virtualSportsStylesUrl },
]
export const meta: MetaFunction = () => [{ title: 'Virtual Sports | 9ja Lottery' }]

/**
 * The virtual sports pages: the five games' tabs over the page of the one shown, the bet slip (with
 * Book and Check Bet) beside it on a wide screen, below it on a phone. These pages are the whole
 * window's, never the lobby's frame: opened in a frame (a launch from an older lobby), they take the whole window.
 */
export default function VirtualSportsLayout() {
  const { t } = useTranslation('games')
  useEffect(() => {
    if (window.top && window.top !== window.self) window.top.location.replace(window.location.href)
  }, [])
  return (
    <main className="page games-page vs-page" data-testid="vs-page">
      <nav className="vs-games" aria-label={t('virtualSports.title')}>
        {SPORTS_SLUGS.map((slug) => (
          <NavLink key={slug} to={sportsPagePath(slug)} prefetch="intent">
            {SPORTS_GAMES[slug].title}
          </NavLink>
        ))}
      </nav>
      <div className="vs-layout">
        <div className="vs-main">
          <Outlet />
        </div>
        <aside className="vs-slip" aria-label={t('virtualSports.slip')}>
          <BettingPanel />
        </aside>
      </div>
    </main>
  )
}
