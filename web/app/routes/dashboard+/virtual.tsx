import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadLobby } from '#app/games/lobby/lobby.server.ts'
import { Lobby } from '#app/games/lobby/Lobby.tsx'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['games'], pageTitle: 'virtualGames' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]

/** The logged-in lobby; a visitor is shown the public one with the same category. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lobby = await loadLobby(request)
  if (!lobby.isLoggedIn) throw redirect(`/virtual${new URL(request.url).search}`)
  return json(lobby)
}

export default function DashboardLobbyPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <main className="page games-page">
      <Lobby {...data} basePath="/dashboard/virtual" />
    </main>
  )
}
