import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { BetButton, BetSlotState } from './bet-slot.ts'
import type { BetSlot } from './crash-games.ts'
import { cashOutAmount } from './flight.ts'
import type { RoundFrame } from './use-crash-live.ts'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * A bet panel's one big button: it bets (for the next round outside betting), takes a queued bet
 * back, cancels, cashes out (what the bet would pay written in at every frame) or says the panel
 * is waiting.
 */
export function BetSlotButton({
  slot,
  bet,
  button,
  betting,
  amount,
  subscribeFrames,
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
  subscribeFrames: (listener: (frame: RoundFrame) => void) => () => void
  disabled: boolean
  onPress: () => void
}) {
  const { t } = useTranslation('games')
  const stake = 'bet' in bet ? bet.bet.amount : amount

  // The cash-out amount shows what the bet would pay this very frame, written straight into the DOM.
  const cashOutLabel = useRef<HTMLElement>(null)
  const cashingBet = button.action === 'cash-out' ? button.bet : null
  useEffect(() => {
    if (!cashingBet) return
    return subscribeFrames((frame) => {
      if (frame.phase !== 'flying' || !cashOutLabel.current) return
      const text = formatNaira(cashOutAmount(cashingBet.amount, frame.multiplier))
      if (cashOutLabel.current.textContent !== text) cashOutLabel.current.textContent = text
    })
  }, [cashingBet, subscribeFrames])

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
            {formatNaira(amount)}
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
          <small>{formatNaira(stake)}</small>
        </>
      ) : button.action === 'cash-out' ? (
        <>
          <span>{t('crash.panel.cashOut')}</span>
          <small key="cash-out-amount" ref={cashOutLabel} data-testid={`cash-out-amount-${slot}`}>
            {formatNaira(stake)}
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
