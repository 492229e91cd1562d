import { useTranslation } from 'react-i18next'
import { OwnPageLayout } from '#app/games/OwnPageLayout.tsx'
import { SPORTS_GAMES, SPORTS_SLUGS, sportsPagePath } from '#app/games/virtual-sports/sports-games.ts'
import pageStylesUrl from '#app/games/virtual-sports/virtual-sports-page.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['games'], pageTitle: 'virtualSports' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: pageStylesUrl }]

const TABS = SPORTS_SLUGS.map((slug) => ({ path: sportsPagePath(slug), title: SPORTS_GAMES[slug].title }))

/** The virtual sports pages: the five games' tabs, the page of the one shown, the bet slip beside it. */
export default function VirtualSportsLayout() {
  const { t } = useTranslation('games')
  return <OwnPageLayout games={TABS} label={t('virtualSports.title')} testId="vs-page" />
}
