import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isOwnMessage, postToParent } from '#app/utils/frame-messages.ts'
import { useWhileVisible } from '#app/utils/use-while-visible.ts'
import { formatNaira } from '#app/i18n/format.ts'

/** Other areas (a spin, a bet) announce a money move with this event; the nav balance reloads. */
export const WALLET_CHANGED_EVENT = 'wallet:changed'

export function notifyWalletChanged() {
  window.dispatchEvent(new Event(WALLET_CHANGED_EVENT))
  // A game in the lobby's frame has no nav of its own: the nav with the balance is the lobby's, around the frame.
  postToParent({ type: 'wallet-changed' })
}

/** A bank transfer credits the wallet with no action of the player's on this page: the balance is asked again this often. */
export const WALLET_REFRESH_MS = 10_000

/** The shared answer of the balance button's fetcher: the wallet page follows it too. */
export function useWalletBalance(): number | null {
  const balance = useFetcher<{ balance: number | null }>({ key: 'wallet-balance' }).data?.balance
  return typeof balance === 'number' ? balance : null
}

/**
 * The wallet balance shown on the nav's user-menu button (spec section 2). It is fetched from
 * /resources/wallet/balance after every navigation (a withdrawal's reload included), when the
 * window regains focus (back from the banking app after a transfer), on WALLET_CHANGED_EVENT, when a
 * game in the lobby's frame says it moved money (its bets and settlements, issue 21 item 12), and
 * every WALLET_REFRESH_MS while the page is visible (a transfer arriving while the player waits).
 * Only the instance with `reloads` fetches; others show the same shared answer.
 */
export function WalletBalanceButton({ reloads = true }: { reloads?: boolean }) {
  const { t } = useTranslation()
  // One shared fetcher: the desktop and mobile menus show the same answer, loaded once.
  const fetcher = useFetcher<{ balance: number | null }>({ key: 'wallet-balance' })
  const location = useLocation()
  const load = useRef(fetcher.load)
  load.current = fetcher.load

  useEffect(() => {
    if (reloads) load.current('/resources/wallet/balance')
  }, [location.key, reloads])

  useEffect(() => {
    if (!reloads) return
    const refresh = () => load.current('/resources/wallet/balance')
    const onMessage = (event: MessageEvent) => {
      if (isOwnMessage(event, 'wallet-changed')) refresh()
    }
    window.addEventListener('focus', refresh)
    window.addEventListener(WALLET_CHANGED_EVENT, refresh)
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('focus', refresh)
      window.removeEventListener(WALLET_CHANGED_EVENT, refresh)
      window.removeEventListener('message', onMessage)
    }
  }, [reloads])

  useWhileVisible(() => (reloads ? load.current('/resources/wallet/balance') : undefined), WALLET_REFRESH_MS)

  const balance = fetcher.data?.balance
  return (
    <span className="wallet-balance-button" data-testid="wallet-balance-button" data-loaded={typeof balance === 'number'}>
      <span className="visually-hidden">{t('nav.wallet')}: </span>
      {typeof balance === 'number' ? formatNaira(balance) : '₦…'}
    </span>
  )
}
