import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { walletBalance } from '#app/wallet/wallet.server.ts'
import { MIN_SPIN_AMOUNT, digitsOnly } from '#app/games/catalog.ts'
import { SpinItGame } from '#app/games/spin-it/SpinItGame.tsx'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['games'], pageTitle: 'spinIt' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  return json({ isLoggedIn: Boolean(user), balance: user ? await walletBalance(request, user) : null })
}

// The game refreshes the balance itself once the wheel stops; a reload right after a spin would show the result early.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/resources/games') ? false : defaultShouldRevalidate

export default function SpinItPlayPage() {
  const { isLoggedIn, balance } = useLoaderData<typeof loader>()
  const location = useLocation()
  const stateAmount = (location.state as { amount?: unknown } | null)?.amount
  const initialAmount = digitsOnly(String(stateAmount ?? '')) || String(MIN_SPIN_AMOUNT)
  return (
    <main className="page games-page">
      <SpinItGame isLoggedIn={isLoggedIn} initialBalance={balance} initialAmount={initialAmount} showBackArrow />
    </main>
  )
}
