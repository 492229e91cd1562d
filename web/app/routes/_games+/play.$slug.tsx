import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSessionUser } from '#app/auth/session.server.ts'
import { listRounds, redeemLaunch, rouletteLimits } from '#app/games/games.server.ts'
import { walletBalance } from '#app/wallet/wallet.server.ts'
import { MIN_SPIN_AMOUNT } from '#app/games/catalog.ts'
import { RouletteTable } from '#app/games/roulette/RouletteTable.tsx'
import { SpinItGame } from '#app/games/spin-it/SpinItGame.tsx'
import { useResizeParent } from '#app/games/useResizeParent.ts'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'

// `layout: 'bare'` asks the root to render this page without the site header and footer (it runs in the lobby's iframe).
export const handle = { i18n: ['games'], layout: 'bare' } satisfies I18nHandle & { layout: 'bare' }
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.gameTitle ?? 'Game'} | 9ja Lottery` }]

const IN_HOUSE_GAMES = { 'spin-it': 'Spin It', 'spin2win-royale': 'Spin 2 Win Royale' } as const
type Slug = keyof typeof IN_HOUSE_GAMES

/**
 * An in-house game page, opened from a launcher URL `/play/<slug>?launch=<one-time token>`.
 * The token is redeemed once here; playing itself needs the player's session like every wallet call.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug as Slug
  if (!(slug in IN_HOUSE_GAMES)) throw new Response('Not found', { status: 404 })
  const url = new URL(request.url)
  const user = await requireSessionUser(request, { redirectTo: `/login?from=${slug === 'spin-it' ? 'PlaySpinIt' : 'Virtual'}` })
  const launchToken = url.searchParams.get('launch')
  const launch = launchToken ? await redeemLaunch(user.token, launchToken) : null
  const expired = launch !== null && launch.status !== 200
  const [balance, rounds, limits] = await Promise.all([
    walletBalance(request, user),
    slug === 'spin2win-royale' ? listRounds(user.token, 40) : null,
    slug === 'spin2win-royale' ? rouletteLimits() : null,
  ])
  const recentResults = (rounds?.data?.data ?? [])
    .filter((round) => round.game === 'spin2win-royale')
    .slice(0, 12)
    .map((round) => Number(round.outcome.number))
  return json({ slug, gameTitle: IN_HOUSE_GAMES[slug], expired, balance, recentResults, limits: limits?.data?.data ?? null })
}

// Launch tokens are single use: never re-run this loader after a spin.
export const shouldRevalidate: ShouldRevalidateFunction = () => false

export default function PlayGamePage() {
  const { slug, expired, balance, recentResults, limits } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  useResizeParent()
  if (expired) {
    return (
      <main className="page games-page play-page">
        <p role="alert">{t('roulette.launchExpired')}</p>
      </main>
    )
  }
  return (
    <main className="page games-page play-page">
      {slug === 'spin-it' ? (
        <SpinItGame isLoggedIn initialBalance={balance} initialAmount={String(MIN_SPIN_AMOUNT)} showBackArrow={false} />
      ) : (
        <RouletteTable initialBalance={balance} recentResults={recentResults} limits={limits} />
      )}
    </main>
  )
}
