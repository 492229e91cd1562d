import type { Bank, closure } from '@9ja/contract'
import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import type { z } from 'zod'

import type { Notice } from '../notice'
import { SCREENS, mayAct } from '../screens'
import { approveClosureRefund, rejectClosureRefund, requestClosureRefund } from './closureActions'
import { BackOfficeScreen } from './BackOfficeScreen'
import { DecisionFacts, DecisionForms } from './DecisionForms'
import { naira, payoutProgress, when } from './format'
import { NoticeBanner } from './NoticeBanner'
import { aboutOneOf, PendingCards } from './PendingCards'
import { StaffTable } from './StaffTable'

/** A closure as a card: named by its player's ID, which its forms post (the staff API's closures are the player's). */
type Closure = z.infer<typeof closure> & { id: string }

type RefundPayout = NonNullable<Closure['refundPayout']>

/** Where a closed account's refund payout is, as the table says it. */
const refundPayoutText = (payout: RefundPayout) =>
  `${naira(payout.amountKobo)} to ${payout.accountName}, account ${payout.accountNumber} (bank ${payout.bankCode}), ${payoutProgress(
    payout.status,
    'refused by the bank: the amount went back to the closed wallet',
  )} (payout ${payout.reference})`

/**
 * Accounts closed because their owner is under 18, for finance and compliance: the money a closed wallet
 * still holds (no account to return it to was known, or the bank did not pay the refund) waits for finance
 * to name the account (checked by the bank's name enquiry) and another finance member to approve, which
 * sends it. Compliance reads the same screen without the forms. Then every closure with its refund.
 */
export function ClosuresView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.closures}>
      {async ({ api, user, notice }) => {
        const closures: Closure[] = (await api.closures()).map((closed) => ({ ...closed, id: closed.player.id }))
        const pending = closures.filter((closed) => closed.pendingDecision)
        const holding = closures.filter((closed) => !closed.pendingDecision && BigInt(closed.walletKobo) > 0n)
        const decides = mayAct(user, 'closures.decide')
        const banks = decides && holding.length > 0 ? await api.banks() : []
        return (
          <>
            {!aboutOneOf([...pending, ...holding], notice) && <NoticeBanner notice={notice} />}
            <section aria-labelledby="closures-pending">
              <h2 id="closures-pending">Waiting for approval ({pending.length})</h2>
              <PendingCards
                pending={pending}
                notice={notice}
                none="No refund is waiting for approval."
                card={(closed, about) => <PendingRefund key={closed.id} closed={closed} notice={about} decides={decides} />}
              />
            </section>
            <section aria-labelledby="closures-holding">
              <h2 id="closures-holding">Money to refund ({holding.length})</h2>
              <PendingCards
                pending={holding}
                notice={notice}
                none="No closed account holds money to refund."
                card={(closed, about) => (
                  <li key={closed.id} className="back-office__card" aria-label={cardLabel(closed)}>
                    <ClosureFacts closed={closed} />
                    <NoticeBanner notice={about} />
                    {decides && <RefundForm closed={closed} banks={banks} notice={about} />}
                  </li>
                )}
              />
            </section>
            <section aria-labelledby="closures-all">
              <h2 id="closures-all">Closed accounts</h2>
              <ClosuresTable closures={closures} />
            </section>
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

const cardLabel = (closed: Closure) => `${closed.player.fullName}, player ID ${closed.player.id}`

/** The closure, its refund and what the closed wallet holds, then the facts the card adds (`children`). */
function ClosureFacts({ closed, children }: { closed: Closure; children?: ReactNode }) {
  const { player } = closed
  return (
    <dl className="back-office__facts">
      <dt>Player</dt>
      <dd>
        {player.fullName} (player ID {player.id}, {player.phoneNumber}, {player.email})
      </dd>
      <dt>Closed</dt>
      <dd>{when(closed.closedAt)}, under 18</dd>
      <dt>Refund due at closure</dt>
      <dd>{naira(closed.refundKobo)}</dd>
      <dt>Winnings forfeited</dt>
      <dd>{naira(closed.forfeitedKobo)}</dd>
      <dt>Last refund payout</dt>
      <dd>{closed.refundPayout ? refundPayoutText(closed.refundPayout) : 'None'}</dd>
      <dt>In the closed wallet</dt>
      <dd>{naira(closed.walletKobo)}</dd>
      {children}
    </dl>
  )
}

function PendingRefund({ closed, notice, decides }: { closed: Closure; notice: Notice | null; decides: boolean }) {
  const decision = closed.pendingDecision!
  const { refundTo } = decision.payload
  return (
    <li className="back-office__card" aria-label={cardLabel(closed)}>
      <ClosureFacts closed={closed}>
        <dt>Asked for</dt>
        <dd>
          Refund {naira(decision.payload.amountKobo)} to {refundTo.accountName}, account {refundTo.accountNumber} at {refundTo.bankName}
        </dd>
        <DecisionFacts decision={decision} />
      </ClosureFacts>
      <NoticeBanner notice={notice} />
      {decides && <DecisionForms id={closed.id} approve={approveClosureRefund} reject={rejectClosureRefund} />}
    </li>
  )
}

/** Ask for the refund of what the closed wallet holds, to the account named; another finance member approves it. */
function RefundForm({ closed, banks, notice }: { closed: Closure; banks: Bank[]; notice: Notice | null }) {
  const typed = notice?.tone === 'error' ? (notice.values ?? {}) : {}
  return (
    <form action={requestClosureRefund} className="back-office__form" aria-label="Ask for the refund">
      <input type="hidden" name="id" value={closed.id} />
      <p>The bank confirms the account&apos;s name before anything is asked; it may be a parent&apos;s, which the approver sees.</p>
      <label>
        Bank
        <select name="bankCode" required defaultValue={typed.bankCode ?? ''}>
          <option value="" disabled>
            Choose the bank
          </option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Account number
        <input
          type="text"
          name="accountNumber"
          inputMode="numeric"
          required
          maxLength={10}
          defaultValue={typed.accountNumber}
          autoComplete="off"
        />
      </label>
      <label>
        Reason
        <textarea name="reason" required minLength={3} maxLength={500} rows={2} defaultValue={typed.reason} />
      </label>
      <Button buttonStyle="primary" margin={false} type="submit">
        Ask for approval
      </Button>
    </form>
  )
}

function ClosuresTable({ closures }: { closures: Closure[] }) {
  if (closures.length === 0) return <p>No account has been closed.</p>
  return (
    <StaffTable columns={['Closed', 'Player', 'Refund due at closure', 'Winnings forfeited', 'Last refund payout', 'In the closed wallet']}>
      {closures.map((closed) => (
        <tr key={closed.id}>
          <td>{when(closed.closedAt)}</td>
          <td>
            {closed.player.fullName}
            <br />
            <small>{closed.player.id}</small>
          </td>
          <td>{naira(closed.refundKobo)}</td>
          <td>{naira(closed.forfeitedKobo)}</td>
          <td>{closed.refundPayout ? refundPayoutText(closed.refundPayout) : 'None'}</td>
          <td>{naira(closed.walletKobo)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}
