import { useTranslation } from 'react-i18next'
import type { CrashGameInfo } from '@9ja/contract'
import { formatAmount } from '#app/wallet/money.ts'
import { digitsOnly } from '../catalog.ts'

const QUICK_AMOUNTS = [100, 200, 500, 1000, 5000]
const AMOUNT_STEP = 100

/** A bet panel's amount: typed, stepped by ₦100 within the limits, or one of the quick amounts the limits allow. */
export function StakeControls({
  amount,
  onAmount,
  limits,
  locked,
}: {
  amount: string
  onAmount: (amount: string) => void
  limits: CrashGameInfo['limits']
  locked: boolean
}) {
  const { t } = useTranslation('games')
  const amountNumber = Number(amount || '0')
  return (
    <div className="crash-panel-stake">
      <div className="crash-amount">
        <button
          type="button"
          aria-label={t('crash.panel.less')}
          disabled={locked}
          onClick={() => onAmount(String(Math.max(limits.minBet, amountNumber - AMOUNT_STEP)))}
        >
          −
        </button>
        <input
          inputMode="numeric"
          aria-label={t('crash.panel.amount')}
          value={amount}
          disabled={locked}
          aria-invalid={amountNumber < limits.minBet || amountNumber > limits.maxBet}
          onChange={(event) => onAmount(digitsOnly(event.target.value))}
        />
        <button
          type="button"
          aria-label={t('crash.panel.more')}
          disabled={locked}
          onClick={() => onAmount(String(Math.min(limits.maxBet, amountNumber + AMOUNT_STEP)))}
        >
          +
        </button>
      </div>
      <div className="crash-quick-amounts">
        {QUICK_AMOUNTS.filter((quick) => quick >= limits.minBet && quick <= limits.maxBet).map((quick) => (
          <button key={quick} type="button" disabled={locked} onClick={() => onAmount(String(quick))}>
            {formatAmount(quick)}
          </button>
        ))}
      </div>
    </div>
  )
}
