import type { adjustment } from '@9ja/contract'
import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { z } from 'zod'

import type { Notice } from '../notice'
import { SCREENS } from '../screens'
import { approveAdjustment, rejectAdjustment, requestAdjustment } from './adjustmentActions'
import { BackOfficeScreen } from './BackOfficeScreen'
import { DecisionFacts, DecisionForms } from './DecisionForms'
import { naira, when } from './format'
import { NoticeBanner } from './NoticeBanner'
import { aboutOneOf, PendingCards } from './PendingCards'
import { StaffTable } from './StaffTable'

type Adjustment = z.infer<typeof adjustment>

/** What a carried-out adjustment's outcome and a rejected one's say (the contract leaves `outcome` open). */
const postedOutcome = z.object({ balanceBeforeKobo: z.string(), balanceAfterKobo: z.string() })
const rejectedOutcome = z.object({ rejectedBecause: z.string() })

const reasonCodeLabel = { goodwill: 'Goodwill', correction: 'Correction' } as const

/**
 * Finance's manual adjustments: ask for one, approve or reject those others asked for (always two people:
 * the service refuses the maker's own approval), and the ones carried out or rejected.
 */
export function AdjustmentsView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.adjustments}>
      {async ({ api, notice }) => {
        const [pending, done, rejected] = await Promise.all([
          api.adjustments('pending'),
          api.adjustments('done'),
          api.adjustments('rejected'),
        ])
        const beside = aboutOneOf(pending, notice)
        return (
          <>
            {notice?.decisionId && !beside && <NoticeBanner notice={notice} />}
            <section aria-labelledby="adjustments-pending">
              <h2 id="adjustments-pending">Waiting for approval ({pending.length})</h2>
              <PendingCards
                pending={pending}
                notice={notice}
                none="No adjustment is waiting for approval."
                card={(decision, about) => <PendingAdjustment key={decision.id} decision={decision} notice={about} />}
              />
            </section>
            <RequestForm notice={notice?.decisionId ? null : notice} />
            <section aria-labelledby="adjustments-done">
              <h2 id="adjustments-done">Carried out</h2>
              <DecidedTable decisions={done} />
            </section>
            <section aria-labelledby="adjustments-rejected">
              <h2 id="adjustments-rejected">Rejected</h2>
              <DecidedTable decisions={rejected} />
            </section>
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function AdjustmentFacts({ decision }: { decision: Adjustment }) {
  const { payload } = decision
  return (
    <dl className="back-office__facts">
      <dt>Player ID</dt>
      <dd>{payload.playerId}</dd>
      <dt>Amount</dt>
      <dd>
        {naira(payload.amountKobo)} {payload.direction}
      </dd>
      <dt>Reason code</dt>
      <dd>{reasonCodeLabel[payload.reasonCode]}</dd>
      <DecisionFacts decision={decision} />
    </dl>
  )
}

function PendingAdjustment({ decision, notice }: { decision: Adjustment; notice: Notice | null }) {
  const label = `${naira(decision.payload.amountKobo)} ${decision.payload.direction} for player ${decision.payload.playerId}`
  return (
    <li className="back-office__card" aria-label={label}>
      <AdjustmentFacts decision={decision} />
      <NoticeBanner notice={notice} />
      <DecisionForms id={decision.id} approve={approveAdjustment} reject={rejectAdjustment} />
    </li>
  )
}

function RequestForm({ notice }: { notice: Notice | null }) {
  const typed = notice?.tone === 'error' ? (notice.values ?? {}) : {}
  return (
    <section aria-labelledby="adjustments-request">
      <h2 id="adjustments-request">Ask for an adjustment</h2>
      <p>
        A goodwill credit or a correction either way, posted against the house&apos;s adjustments account once another finance staff member
        approves it.
      </p>
      <NoticeBanner notice={notice} />
      <form action={requestAdjustment} className="back-office__form">
        <label>
          Player ID
          <input type="text" name="playerId" required defaultValue={typed.playerId} autoComplete="off" />
        </label>
        <fieldset>
          <legend>Direction</legend>
          <label className="back-office__choice">
            <input type="radio" name="direction" value="credit" required defaultChecked={typed.direction !== 'debit'} />
            Credit the wallet
          </label>
          <label className="back-office__choice">
            <input type="radio" name="direction" value="debit" defaultChecked={typed.direction === 'debit'} />
            Debit the wallet
          </label>
        </fieldset>
        <label>
          Amount (₦)
          <input type="text" name="amount" inputMode="decimal" required defaultValue={typed.amount} autoComplete="off" />
        </label>
        <label>
          Reason code
          <select name="reasonCode" required defaultValue={typed.reasonCode ?? 'goodwill'}>
            <option value="goodwill">Goodwill (credit only)</option>
            <option value="correction">Correction</option>
          </select>
        </label>
        <label>
          Reason
          <textarea name="reason" required minLength={3} maxLength={500} rows={3} defaultValue={typed.reason} />
        </label>
        <Button buttonStyle="primary" margin={false} type="submit">
          Ask for approval
        </Button>
      </form>
    </section>
  )
}

function DecidedTable({ decisions }: { decisions: Adjustment[] }) {
  if (decisions.length === 0) return <p>None yet.</p>
  return (
    <StaffTable columns={['Asked', 'Asked by', 'Player ID', 'Amount', 'Reason code', 'Reason', 'Decided', 'Approved by', 'Outcome']}>
      {decisions.map((decision) => (
        <tr key={decision.id}>
          <td>{when(decision.requestedAt)}</td>
          <td>{decision.requestedBy?.email}</td>
          <td>{decision.payload.playerId}</td>
          <td>
            {naira(decision.payload.amountKobo)} {decision.payload.direction}
          </td>
          <td>{reasonCodeLabel[decision.payload.reasonCode]}</td>
          <td>{decision.reason}</td>
          <td>{when(decision.decidedAt)}</td>
          <td>{decision.approvals.map((approval) => approval.staffEmail).join(', ')}</td>
          <td>
            <Outcome decision={decision} />
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

function Outcome({ decision }: { decision: Adjustment }) {
  const posted = postedOutcome.safeParse(decision.outcome)
  if (posted.success)
    return (
      <>
        Balance {naira(posted.data.balanceBeforeKobo)} → {naira(posted.data.balanceAfterKobo)}
      </>
    )
  const refused = rejectedOutcome.safeParse(decision.outcome)
  if (refused.success) return <>Rejected: {refused.data.rejectedBecause}</>
  return null
}
