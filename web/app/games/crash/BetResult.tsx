import { useTranslation } from 'react-i18next'
import type { BetSlotState } from './bet-slot.ts'
import type { BetSlot } from './crash-games.ts'
import { formatAmount } from '#app/i18n/format.ts'

/** What a panel's settled bet came to, the win or the stake lost; shown until the next round opens. */
export function BetResult({ slot, bet }: { slot: BetSlot; bet: BetSlotState }) {
  const { t } = useTranslation('games')
  if (bet.kind === 'cashed-out')
    return (
      <p className="crash-panel-result crash-panel-won" data-testid={`bet-result-${slot}`}>
        {t('crash.panel.won', { multiplier: bet.multiplier.toFixed(2), amount: formatAmount(bet.win) })}
      </p>
    )
  if (bet.kind === 'lost')
    return (
      <p className="crash-panel-result" data-testid={`bet-result-${slot}`}>
        {t('crash.panel.lost', { amount: formatAmount(bet.bet.amount) })}
      </p>
    )
  return null
}
