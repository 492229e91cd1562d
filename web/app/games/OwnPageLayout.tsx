import { NavLink, Outlet } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { BettingPanel } from '#app/betting/BettingPanel.tsx'

/**
 * The layout of the games with a page of their own (the virtual sports, the number games): the
 * family's tabs over the page of the game shown, the bet slip (with Book and Check Bet) beside it on
 * a wide screen, below it on a phone. These pages are the whole window's, never the lobby's frame:
 * opened in a frame (a launch from an older lobby), they take the whole window.
 */
export function OwnPageLayout({ games, label, testId }: { games: { path: string; title: string }[]; label: string; testId: string }) {
  const { t } = useTranslation('games')
  useEffect(() => {
    if (window.top && window.top !== window.self) window.top.location.replace(window.location.href)
  }, [])
  return (
    <main className="page games-page vs-page" data-testid={testId}>
      <nav className="vs-games" aria-label={label}>
        {games.map((game) => (
          <NavLink key={game.path} to={game.path} prefetch="intent">
            {game.title}
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
