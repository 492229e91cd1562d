import type { queuedWithdrawal, stuckPayout } from '@9ja/contract'
import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import type { Notice } from '../notice'
import { SCREENS } from '../screens'
import { BackOfficeScreen } from './BackOfficeScreen'
import { DecisionForms } from './DecisionForms'
import { naira, when } from './format'
import { NoticeBanner } from './NoticeBanner'
import { aboutOneOf, PendingCards } from './PendingCards'
import { StaffTable } from './StaffTable'
import { approveWithdrawal, rejectWithdrawal, retryPayout } from './withdrawalActions'

type QueuedWithdrawal = z.infer<typeof queuedWithdrawal>
type StuckPayout = z.infer<typeof stuckPayout>

/** Why a review rule held a withdrawal (wallet-service src/payments/withdrawal-review.ts), in words. */
const reviewReasonText: Record<QueuedWithdrawal['reviewReasons'][number], string> = {
  large: 'A large amount',
  'first-withdrawal': 'The first withdrawal',
  'little-play': 'Deposits staked less than once',
  'name-mismatch-history': 'A recent withdrawal to an account in another name',
}

const payoutStatusText: Record<StuckPayout['status'], string> = {
  held: 'Not yet sent to the bank',
  sent: 'Sent, the bank has not confirmed it',
}

/**
 * Finance's withdrawals: the queue a review rule held (one approval, or two different finance staff
 * above WITHDRAWAL_TWO_APPROVALS_ABOVE_NAIRA; the last one releases the payout), and the payouts left
 * unfinished longer than the recovery loop waits, to send again.
 */
export function WithdrawalsView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.withdrawals}>
      {async ({ api, notice }) => {
        const [queue, stuck] = await Promise.all([api.withdrawals('review'), api.stuckPayouts()])
        return (
          <>
            {!aboutOneOf(queue, notice) && <NoticeBanner notice={notice} />}
            <section aria-labelledby="withdrawals-review">
              <h2 id="withdrawals-review">Waiting for review ({queue.length})</h2>
              <PendingCards
                pending={queue}
                notice={notice}
                none="No withdrawal is waiting for review."
                card={(withdrawal, about) => <QueuedWithdrawalCard key={withdrawal.id} withdrawal={withdrawal} notice={about} />}
              />
            </section>
            <section aria-labelledby="withdrawals-stuck">
              <h2 id="withdrawals-stuck">Stuck payouts ({stuck.length})</h2>
              <StuckPayouts payouts={stuck} />
            </section>
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function QueuedWithdrawalCard({ withdrawal, notice }: { withdrawal: QueuedWithdrawal; notice: Notice | null }) {
  const { player, approvals } = withdrawal
  return (
    <li className="back-office__card" aria-label={`${naira(withdrawal.amountKobo)} to ${withdrawal.accountName}, ${withdrawal.reference}`}>
      <dl className="back-office__facts">
        <dt>Player</dt>
        <dd>
          {player.fullName} (player ID {player.id}, {player.phoneNumber})
        </dd>
        <dt>Amount</dt>
        <dd>{naira(withdrawal.amountKobo)}</dd>
        <dt>To</dt>
        <dd>
          {withdrawal.accountName}, account {withdrawal.accountNumber} at bank {withdrawal.bankCode}
        </dd>
        <dt>Held because</dt>
        <dd>{withdrawal.reviewReasons.map((reason) => reviewReasonText[reason]).join('; ') || 'No rule recorded'}</dd>
        <dt>Asked</dt>
        <dd>{when(withdrawal.createdAt)}</dd>
        <dt>Review expected by</dt>
        <dd>{when(withdrawal.reviewExpectedBy)}</dd>
        <dt>Approvals</dt>
        <dd>
          {approvals.length} of {withdrawal.approvalsNeeded}
          {approvals.length > 0 && `: ${approvals.map((approval) => approval.staffEmail).join(', ')}`}
        </dd>
        <dt>Reference</dt>
        <dd>{withdrawal.reference}</dd>
      </dl>
      <NoticeBanner notice={notice} />
      <DecisionForms id={withdrawal.id} approve={approveWithdrawal} reject={rejectWithdrawal} />
    </li>
  )
}

function StuckPayouts({ payouts }: { payouts: StuckPayout[] }) {
  if (payouts.length === 0) return <p>No payout is stuck.</p>
  return (
    <StaffTable columns={['Reference', 'Amount', 'Where it is', 'Attempts', 'Last changed', '']}>
      {payouts.map((payout) => (
        <tr key={payout.id}>
          <td>{payout.reference}</td>
          <td>{naira(payout.amountKobo)}</td>
          <td>{payoutStatusText[payout.status]}</td>
          <td>{payout.attempts}</td>
          <td>{when(payout.updatedAt)}</td>
          <td>
            <form action={retryPayout}>
              <input type="hidden" name="id" value={payout.id} />
              <Button buttonStyle="secondary" margin={false} type="submit">
                Retry
              </Button>
            </form>
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}
