import { Button } from '@payloadcms/ui'

import { when } from './format'

type FormAction = (form: FormData) => Promise<void>

/** Approve, or reject with a reason, the pending decision `id`: two plain forms posting to the screen's server actions. */
export function DecisionForms({ id, approve, reject }: { id: string; approve: FormAction; reject: FormAction }) {
  return (
    <div className="back-office__decide">
      <form action={approve}>
        <input type="hidden" name="id" value={id} />
        <Button buttonStyle="primary" margin={false} type="submit">
          Approve
        </Button>
      </form>
      <form action={reject} className="back-office__reject">
        <input type="hidden" name="id" value={id} />
        <label>
          Reason for rejecting
          <input type="text" name="reason" required minLength={3} maxLength={500} />
        </label>
        <Button buttonStyle="secondary" margin={false} type="submit">
          Reject
        </Button>
      </form>
    </div>
  )
}

/** What a pending two-person decision's card says of the request: its reason, who asked and when, the approvals so far. */
export function DecisionFacts({
  decision,
}: {
  decision: { reason: string; requestedBy: { email: string } | null; requestedAt: string; approvals: unknown[]; approvalsNeeded: number }
}) {
  return (
    <>
      <dt>Reason</dt>
      <dd>{decision.reason}</dd>
      <dt>Asked by</dt>
      <dd>
        {decision.requestedBy?.email ?? 'the platform'}, {when(decision.requestedAt)}
      </dd>
      <dt>Approvals</dt>
      <dd>
        {decision.approvals.length} of {decision.approvalsNeeded}
      </dd>
    </>
  )
}
