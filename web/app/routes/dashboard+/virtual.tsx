import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadLobby } from '#app/games/lobby/lobby.server.ts'
import { Lobby } from '#app/games/lobby/Lobby.tsx'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['games'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]
export const meta: MetaFunction = () => [{ title: 'Virtual Games | 9ja Lottery' }]

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
