import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { catalogGamesOf } from '#app/games/catalog-games.server.ts'
import { numberPagePath } from '#app/games/numbers/number-games.ts'
import pageStylesUrl from '#app/games/numbers/number-games-page.css?url'
import { OwnPageLayout } from '#app/games/OwnPageLayout.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

// `betting`: the player's tickets are shown as Check Bet shows a number bet.
export const handle = { i18n: ['games', 'betting'], pageTitle: 'numberGames' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: pageStylesUrl }]

/** The number games of the wallet-service's catalog, one tab each. */
export async function loader() {
  const games = await catalogGamesOf('number')
  return json({ tabs: games.map((game) => ({ path: numberPagePath(game.slug), title: game.title })) })
}

/** The number games' pages: the catalog's games' tabs, the page of the one shown, the bet slip beside it. */
export default function NumberGamesLayout() {
  const { tabs } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  return <OwnPageLayout games={tabs} label={t('numbers.title')} testId="numbers-page" />
}
