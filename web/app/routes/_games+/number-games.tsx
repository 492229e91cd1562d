import { useTranslation } from 'react-i18next'
import { NUMBER_GAMES, NUMBER_SLUGS, numberPagePath } from '#app/games/numbers/number-games.ts'
import pageStylesUrl from '#app/games/numbers/number-games-page.css?url'
import { OwnPageLayout } from '#app/games/OwnPageLayout.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

// `betting`: the player's tickets are shown as Check Bet shows a number bet.
export const handle = { i18n: ['games', 'betting'], pageTitle: 'numberGames' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: pageStylesUrl }]

const TABS = NUMBER_SLUGS.map((slug) => ({ path: numberPagePath(slug), title: NUMBER_GAMES[slug].title }))

/** The number games' pages: the four games' tabs, the page of the one shown, the bet slip beside it. */
export default function NumberGamesLayout() {
  const { t } = useTranslation('games')
  return <OwnPageLayout games={TABS} label={t('numbers.title')} testId="numbers-page" />
}
