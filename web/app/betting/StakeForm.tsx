import { useFetcher, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/forms/FormParts.tsx'
import type { SlipActionAnswer } from '#app/routes/resources+/slip.tsx'
import { parseNaira } from '#app/wallet/money.ts'
import type { LoadedSlip } from './slip.server.ts'
import { placeBlocked, stakeLabel, summarise, type SlipKind, type SlipLine, type SlipTicketLine } from './slip.ts'
import { SlipActions } from './SlipActions.tsx'
import { SlipFormFields } from './SlipForm.tsx'
import { SlipKindChoice } from './SlipKindChoice.tsx'
import { SlipSums } from './SlipSums.tsx'
import { carriesStake, leavesForPostCarryingStake } from './typed-stake.ts'
import { SLIP_ACTION, STAKE_FETCHER_KEY } from './use-slip.ts'

/**
 * Kind, stake and the buttons that use them. The stake is the player's typing, so the sums follow
 * it as they type once hydrated; without JavaScript "Update" recomputes them on the server.
 */
export function StakeForm({
  lines,
  tickets,
  loaded,
  stakeText,
  setStakeText,
  chosenKind,
  setChosenKind,
}: {
  lines: SlipLine[]
  tickets: SlipTicketLine[]
  loaded: LoadedSlip
  stakeText: string
  setStakeText: (text: string) => void
  chosenKind: SlipKind
  setChosenKind: (kind: SlipKind) => void
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  const fetcher = useFetcher<SlipActionAnswer>({ key: STAKE_FETCHER_KEY })

  const limits = loaded.limits ?? {}
  const stake = stakeText.trim() === '' ? null : parseNaira(stakeText)
  const summary = summarise(lines, chosenKind, stake, limits, tickets)
  const stakeId = useId()
  const busy = fetcher.state !== 'idle'
  const save = (kind: SlipKind) =>
    fetcher.submit(
      { intent: 'update', kind, stake: stakeText, redirectTo: `${location.pathname}${location.search}`, enhanced: 'true' },
      { method: 'post', action: SLIP_ACTION },
    )

  return (
    <fetcher.Form method="post" action={SLIP_ACTION} className="slip-stake-form" data-testid="slip-stake-form" {...carriesStake}>
      <SlipFormFields />
      {lines.length === 0 ? null : (
        <SlipKindChoice
          lines={lines}
          kind={summary.kind}
          hasTickets={tickets.length > 0}
          onChoose={(next) => {
            setChosenKind(next)
            save(next)
          }}
        />
      )}
      <label htmlFor={stakeId} className="slip-stake-label">
        {stakeLabel(lines.length > 0, tickets.length > 0, summary.kind, t)}
      </label>
      <div className="inline-field">
        {/* Controlled: the sums follow the stake as it is typed, and the panel's other forms post it too (TypedStakeContext). */}
        <input
          id={stakeId}
          name="stake"
          inputMode="decimal"
          autoComplete="off"
          placeholder={limits.minStake === undefined ? undefined : String(limits.minStake)}
          value={stakeText}
          onChange={(event) => setStakeText(event.target.value)}
          onBlur={(event) => {
            if (!leavesForPostCarryingStake(event) && stake !== loaded.stake) save(summary.kind)
          }}
          data-testid="slip-stake"
        />
        {hydrated ? null : (
          <button type="submit" name="intent" value="update" className="button button-outline">
            {t('betSlip.update')}
          </button>
        )}
      </div>
      <SlipSums summary={summary} limits={limits} stake={stake} hasSelections={lines.length > 0} tickets={tickets} />
      <SlipActions placeKey={loaded.placeKey} placeBlocked={placeBlocked(summary.problems, hydrated)} busy={busy} />
    </fetcher.Form>
  )
}
