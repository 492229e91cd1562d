import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrashGameInfo } from '@9ja/contract'
import { digitsOnly } from '../catalog.ts'
import type { BetFields, CheckedBetFields } from './bet-fields.ts'
import { formatAmount } from '#app/i18n/format.ts'

type Limits = CrashGameInfo['limits']

const QUICK_AMOUNTS = [100, 200, 500, 1000, 5000]
const AMOUNT_STEP = 100

/**
 * A bet panel's amount: typed, stepped by ₦100 within the limits, or one of the quick amounts the
 * limits allow. The field is uncontrolled (`inputRef`): what is typed, digits only, and each step
 * or quick amount go to `onAmount`, which writes it into the field.
 */
export function StakeControls({
  inputRef,
  defaults,
  amount,
  invalid,
  onAmount,
  limits,
  locked,
}: {
  inputRef: RefObject<HTMLInputElement>
  /** The panel's fields as the page opened. */
  defaults: BetFields
  /** The amount in the field now. */
  amount: number
  invalid: boolean
  onAmount: (amount: string) => void
  limits: Limits
  locked: boolean
}) {
  const { t } = useTranslation('games')
  return (
    <div className="crash-panel-stake">
      <div className="crash-amount">
        <button
          type="button"
          aria-label={t('crash.panel.less')}
          disabled={locked}
          onClick={() => onAmount(String(Math.max(limits.minBet, amount - AMOUNT_STEP)))}
        >
          −
        </button>
        <input
          ref={inputRef}
          inputMode="numeric"
          aria-label={t('crash.panel.amount')}
          defaultValue={defaults.amount}
          disabled={locked}
          aria-invalid={invalid}
          onChange={(event) => onAmount(digitsOnly(event.target.value))}
        />
        <button
          type="button"
          aria-label={t('crash.panel.more')}
          disabled={locked}
          onClick={() => onAmount(String(Math.min(limits.maxBet, amount + AMOUNT_STEP)))}
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

/** What is wrong with the amount, under the panel's stake and button. */
export function StakeProblem({ problem, limits }: { problem: CheckedBetFields['amountProblem']; limits: Limits }) {
  const { t } = useTranslation('games')
  if (problem === null) return null
  return (
    <p className="field-error small">
      {problem === 'low'
        ? t('crash.panel.leastAmount', { amount: formatAmount(limits.minBet) })
        : t('crash.panel.highestAmount', { amount: formatAmount(limits.maxBet) })}
    </p>
  )
}
