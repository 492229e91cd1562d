import { useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { notifyWalletChanged } from '#app/wallet/WalletBalanceButton.tsx'

/**
 * The balance a game shows beside its table. A round is settled the moment the server answers, long
 * before the wheel stops: the balance on screen when the round starts stays there until the game
 * reveals the result, then it is reloaded and the nav's balance is told to reload too. Without the
 * hold, Remix's revalidation after the spin action would show the new balance mid-spin.
 */
export function useRoundBalance(initialBalance: number | null) {
  const fetcher = useFetcher<{ balance: number | null }>()
  const [heldDuringRound, setHeldDuringRound] = useState<{ balance: number | null } | null>(null)
  const balance = heldDuringRound ? heldDuringRound.balance : (fetcher.data?.balance ?? initialBalance)
  return {
    balance,
    /** A round starts: keep showing the balance as it is now. */
    holdForRound: () => setHeldDuringRound({ balance }),
    /** The round's result is on screen (or the round never started): show the balance as it is now. */
    reveal: () => {
      setHeldDuringRound(null)
      fetcher.load('/resources/wallet/balance')
      notifyWalletChanged()
    },
  }
}
