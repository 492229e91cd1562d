import { useNavigate } from '@remix-run/react'
import { useCallback } from 'react'

/** The least the games suggest depositing: ₦100, the smallest stake of any game. */
export const SMALLEST_SUGGESTED_DEPOSIT = 100

/** What a player is missing for a stake, in whole naira rounded up, and never below ₦100. */
export function missingForStake(stake: number, balance: number | null): number {
  return Math.max(SMALLEST_SUGGESTED_DEPOSIT, Math.ceil(stake - (balance ?? 0)))
}

/**
 * The wallet's deposit tab with the missing amount filled in (spec: `deposit`, `redirect`,
 * `selectedAmount`); `PlaySpinIt` brings the player back to Spin It after the deposit, with the
 * bet they had chosen (`betAmount`), not the deposit's amount.
 */
export function depositPathFor(stake: number, balance: number | null, returnTo?: 'PlaySpinIt'): string {
  const returnTrip = returnTo ? `&redirect=${returnTo}&betAmount=${stake}` : ''
  return `/dashboard/wallet?deposit${returnTrip}&selectedAmount=${missingForStake(stake, balance)}`
}

/**
 * Opens the deposit for a stake the balance does not cover. A game inside the lobby's frame opens it
 * in the whole window: the wallet is a site page, not something to show inside the game's frame.
 */
export function useGoToDeposit() {
  const navigate = useNavigate()
  return useCallback(
    (stake: number, balance: number | null, returnTo?: 'PlaySpinIt') => {
      const path = depositPathFor(stake, balance, returnTo)
      if (window.top && window.top !== window) window.top.location.assign(path)
      else navigate(path)
    },
    [navigate],
  )
}
