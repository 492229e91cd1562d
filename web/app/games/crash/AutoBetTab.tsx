import { useTranslation } from 'react-i18next'
import { digitsOnly } from '../catalog.ts'
import { autoBetPlanOf, autoBetRoundsLeft, type AutoBetPlan, type AutoBetPlanFields, type AutoBetRun } from './auto-bet.ts'
import type { BetSlot } from './crash-games.ts'
import { formatAmount } from '#app/i18n/format.ts'

/** A bet panel's Auto tab: the run's rounds and loss and win limits to start it, or the run going on and its Stop. */
export function AutoBetTab({
  slot,
  run,
  plan,
  onPlan,
  onStart,
  onStop,
}: {
  slot: BetSlot
  run: AutoBetRun | null
  plan: AutoBetPlanFields
  onPlan: (plan: AutoBetPlanFields) => void
  onStart: (plan: AutoBetPlan) => void
  onStop: () => void
}) {
  const { t } = useTranslation('games')
  return (
    <div className="crash-auto" data-testid={`auto-bet-${slot}`}>
      {run ? (
        <>
          <p className="small">{t('crash.auto.running', { left: autoBetRoundsLeft(run), net: formatAmount(run.netKobo / 100) })}</p>
          <button type="button" className="button button-outline button-small crash-auto-stop" onClick={onStop}>
            {t('crash.auto.stop')}
          </button>
        </>
      ) : (
        <>
          <AutoField label={t('crash.auto.rounds')} value={plan.rounds} onChange={(rounds) => onPlan({ ...plan, rounds })} />
          <AutoField
            label={t('crash.auto.stopOnLoss')}
            value={plan.stopOnLoss}
            onChange={(stopOnLoss) => onPlan({ ...plan, stopOnLoss })}
            placeholder="₦"
          />
          <AutoField
            label={t('crash.auto.stopOnWin')}
            value={plan.stopOnWin}
            onChange={(stopOnWin) => onPlan({ ...plan, stopOnWin })}
            placeholder="₦"
          />
          <button type="button" className="button button-small" onClick={() => onStart(autoBetPlanOf(plan))}>
            {t('crash.auto.start')}
          </button>
        </>
      )}
    </div>
  )
}

/** A whole-number field of the Auto tab. */
function AutoField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
}) {
  return (
    <label>
      <span>{label}</span>
      <input inputMode="numeric" value={value} placeholder={placeholder} onChange={(event) => onChange(digitsOnly(event.target.value))} />
    </label>
  )
}
