import { useTranslation } from 'react-i18next'
import gamesStylesUrl from '#app/games/games.css?url'
import ownPageStylesUrl from '#app/games/own-page.css?url'
import { OwnPageLayout } from '#app/games/OwnPageLayout.tsx'
import { SPORTS_GAMES, SPORTS_SLUGS, sportsPagePath } from '#app/games/virtual-sports/sports-games.ts'
import virtualSportsStylesUrl from '#app/games/virtual-sports/virtual-sports.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['games'], pageTitle: 'virtualSports' } satisfies I18nHandle & PageTitleHandle
export const links = () => [
  { rel: 'stylesheet', href: gamesStylesUrl },
  { rel: 'stylesheet', href: ownPageStylesUrl },
  { rel: 'stylesheet', href: virtualSportsStylesUrl },
]

const TABS = SPORTS_SLUGS.map((slug) => ({ path: sportsPagePath(slug), title: SPORTS_GAMES[slug].title }))

/** The virtual sports pages: the five games' tabs, the page of the one shown, the bet slip beside it. */
export default function VirtualSportsLayout() {
  const { t } = useTranslation('games')
  return <OwnPageLayout games={TABS} label={t('virtualSports.title')} testId="vs-page" />
}
