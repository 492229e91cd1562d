import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '#app/wallet/money.ts'
import type { BetButton, BetSlotState } from './bet-slot.ts'
import type { BetSlot } from './crash-games.ts'

/**
 * A bet panel's one big button: it bets (for the next round outside betting), takes a queued bet
 * back, cancels, cashes out (the amount written into `cashOutLabel` every frame by the panel) or
 * says the panel is waiting.
 */
export function BetSlotButton({
  slot,
  bet,
  button,
  betting,
  amount,
  stake,
  cashOutLabel,
  disabled,
  onPress,
}: {
  slot: BetSlot
  bet: BetSlotState
  button: BetButton
  /** The round takes bets now: a bet goes in this round, not the next. */
  betting: boolean
  /** The amount the fields describe (what a new bet would stake). */
  amount: number
  /** The bet's stake once it is in. */
  stake: number
  cashOutLabel: RefObject<HTMLSpanElement>
  disabled: boolean
  onPress: () => void
}) {
  const { t } = useTranslation('games')
  return (
    <button
      type="button"
      className={`crash-bet-button crash-bet-button-${button.action}`}
      data-testid={`bet-button-${slot}`}
      data-action={button.action}
      disabled={disabled}
      onClick={onPress}
    >
      {button.action === 'bet' ? (
        <>
          <span>{t('crash.panel.bet')}</span>
          {/* Keyed apart from the cash-out amount, which frames write straight into the DOM: reused, it kept the last win. */}
          <small key="bet-amount">
            ₦{formatAmount(amount)}
            {betting ? '' : ` · ${t('crash.panel.nextRound')}`}
          </small>
        </>
      ) : button.action === 'unqueue' ? (
        <>
          <span>{t('crash.panel.cancel')}</span>
          <small>{t('crash.panel.waitingNextRound')}</small>
        </>
      ) : button.action === 'cancel' ? (
        <>
          <span>{t('crash.panel.cancel')}</span>
          <small>₦{formatAmount(stake)}</small>
        </>
      ) : button.action === 'cash-out' ? (
        <>
          <span>{t('crash.panel.cashOut')}</span>
          <small key="cash-out-amount" ref={cashOutLabel} data-testid={`cash-out-amount-${slot}`}>
            ₦{formatAmount(stake)}
          </small>
        </>
      ) : (
        <span>
          {bet.kind === 'placing' || bet.kind === 'cancelling' || bet.kind === 'cashing-out'
            ? t('crash.panel.sending')
            : t('crash.panel.waiting')}
        </span>
      )}
    </button>
  )
}
