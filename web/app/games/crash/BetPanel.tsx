import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrashGameInfo } from '@9ja/contract'
import { STARTING_AUTO_BET_PLAN } from './auto-bet.ts'
import { AutoBetTab } from './AutoBetTab.tsx'
import { AutoCashOutField } from './AutoCashOutField.tsx'
import { BetResult } from './BetResult.tsx'
import { BetSlotButton } from './BetSlotButton.tsx'
import { PillTabs } from './PillTabs.tsx'
import { StakeControls, StakeProblem } from './StakeControls.tsx'
import { useBetFields } from './use-bet-fields.ts'
import { useBetSlot, type BetSlotPlace } from './use-bet-slot.ts'
import type { RoundFrame } from './use-crash-live.ts'

const PANEL_MODES = ['manual', 'auto'] as const

/**
 * One of the two bet panels: amount, optional auto cash-out, and the one big button that bets,
 * cancels, cashes out (its amount updated every frame) or waits. Its Auto tab places the same bet
 * round after round until the rounds run out or a loss or win limit is reached.
 */
export function BetPanel({
  limits,
  subscribeFrames,
  ...place
}: BetSlotPlace & {
  limits: CrashGameInfo['limits']
  subscribeFrames: (listener: (frame: RoundFrame) => void) => () => void
}) {
  const { t } = useTranslation('games')
  const [mode, setMode] = useState<(typeof PANEL_MODES)[number]>('manual')
  // Kept here, not in uncontrolled fields: the plan typed outlives the Auto tab, which leaves the page for Manual or a run.
  const [autoPlan, setAutoPlan] = useState(STARTING_AUTO_BET_PLAN)
  const fields = useBetFields(limits)
  const { shown } = fields
  const play = useBetSlot({ ...place, readFields: fields.read })
  const { slot, round } = place
  const { bet, button, locked } = play

  return (
    <section
      className="crash-panel"
      data-testid={`bet-panel-${slot}`}
      data-state={bet.kind}
      aria-label={t('crash.panel.label', { n: slot + 1 })}
    >
      <PillTabs names={PANEL_MODES} selected={mode} label={(name) => t(`crash.panel.${name}`)} onSelect={setMode} />
      <div className="crash-panel-body">
        <StakeControls
          inputRef={fields.inputs.amount}
          defaults={fields.start}
          amount={shown.request.amount}
          invalid={shown.amountProblem !== null}
          onAmount={fields.setAmount}
          limits={limits}
          locked={locked}
        />
        <BetSlotButton
          slot={slot}
          bet={bet}
          button={button}
          betting={round?.phase === 'betting'}
          amount={shown.request.amount}
          subscribeFrames={subscribeFrames}
          disabled={
            button.action === 'wait' ||
            // While an auto-bet runs, the panel's bets are the run's: a manual one would take its slot in the round.
            (button.action === 'bet' && (play.autoRun !== null || !shown.valid))
          }
          onPress={play.press}
        />
      </div>
      <StakeProblem problem={shown.amountProblem} limits={limits} />
      <AutoCashOutField
        toggleRef={fields.inputs.autoCashOutOn}
        inputRef={fields.inputs.autoCashOut}
        defaults={fields.start}
        on={shown.request.autoCashOut !== null}
        outOfRange={shown.autoCashOutOutOfRange}
        maxAutoCashOut={limits.maxAutoCashOut}
        locked={locked}
        onToggle={fields.readBack}
        onAutoCashOut={fields.setAutoCashOut}
      />
      <BetResult slot={slot} bet={bet} />
      {mode === 'auto' ? (
        <AutoBetTab slot={slot} run={play.autoRun} plan={autoPlan} onPlan={setAutoPlan} onStart={play.startAuto} onStop={play.stopAuto} />
      ) : null}
    </section>
  )
}
