import type { parkedTransfer } from '@9ja/contract'
import { Button, Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import type { z } from 'zod'

import type { Notice } from '../notice'
import { SCREENS, mayAct, screenUrl } from '../screens'
import type { StaffUser } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { DecisionFacts, DecisionForms } from './DecisionForms'
import { naira, when } from './format'
import { NoticeBanner } from './NoticeBanner'
import { aboutOneOf, PendingCards } from './PendingCards'
import { approveParkedTransfer, rejectParkedTransfer, resolveParkedTransfer } from './parkedTransferActions'
import { StaffTable } from './StaffTable'

type ParkedTransfer = z.infer<typeof parkedTransfer>

const kindText: Record<ParkedTransfer['kind'], string> = {
  'bank-transfer': 'Bank transfer',
  'card-payment': 'Card payment',
  payout: 'Payout notice from the bank',
}

/** Who sent a transfer, as the bank's notification names them. */
const senderText = ({ sender }: ParkedTransfer): string => {
  const account = [sender.accountNumber && `account ${sender.accountNumber}`, sender.bank && `at ${sender.bank}`].filter(Boolean).join(' ')
  return [sender.name ?? 'Not named', account].filter(Boolean).join(', ')
}

const amountText = (transfer: ParkedTransfer) => (transfer.amountKobo === null ? 'Not given' : naira(transfer.amountKobo))

/**
 * Finance's parked transfers: money the bank sent that no wallet could take (an account number nobody
 * owns, a closed account), and payment events the service would not act on. A bank transfer is resolved
 * by a two-person decision (return it to its sender, or credit a player's wallet: the approval carries it
 * out); an event that moves no money is acknowledged by one person. Then the ones resolved.
 */
export function ParkedTransfersView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.parkedTransfers}>
      {async ({ api, user, notice }) => {
        const [open, resolved] = await Promise.all([api.parkedTransfers('open'), api.parkedTransfers('resolved')])
        const pending = open.filter((transfer) => transfer.pendingDecision)
        const waiting = open.filter((transfer) => !transfer.pendingDecision)
        const decides = mayAct(user, 'parked-transfers.decide')
        return (
          <>
            {!aboutOneOf(open, notice) && <NoticeBanner notice={notice} />}
            <section aria-labelledby="parked-pending">
              <h2 id="parked-pending">Waiting for approval ({pending.length})</h2>
              <PendingCards
                pending={pending}
                notice={notice}
                none="No resolution is waiting for approval."
                card={(transfer, about) => <PendingTransfer key={transfer.id} transfer={transfer} notice={about} decides={decides} />}
              />
            </section>
            <section aria-labelledby="parked-waiting">
              <h2 id="parked-waiting">Waiting for a resolution ({waiting.length})</h2>
              <PendingCards
                pending={waiting}
                notice={notice}
                none="No parked transfer is waiting."
                card={(transfer, about) => (
                  <WaitingTransfer key={transfer.id} transfer={transfer} notice={about} decides={decides} user={user} />
                )}
              />
            </section>
            <section aria-labelledby="parked-resolved">
              <h2 id="parked-resolved">Resolved</h2>
              <ResolvedTable transfers={resolved} />
            </section>
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

/** What the bank said about the transfer and why it was parked, then the facts the card adds (`children`). */
function TransferFacts({ transfer, children }: { transfer: ParkedTransfer; children?: ReactNode }) {
  return (
    <dl className="back-office__facts">
      <dt>Kind</dt>
      <dd>{kindText[transfer.kind]}</dd>
      <dt>Amount</dt>
      <dd>{amountText(transfer)}</dd>
      <dt>Sender</dt>
      <dd>{senderText(transfer)}</dd>
      <dt>Sent to account</dt>
      <dd>{transfer.accountNumber ?? 'Not given'}</dd>
      {transfer.closedAccount && (
        <>
          <dt>Closed account</dt>
          <dd>
            {transfer.closedAccount.fullName} (player ID {transfer.closedAccount.playerId}), closed under 18
          </dd>
        </>
      )}
      <dt>Parked because</dt>
      <dd>{transfer.reason}</dd>
      <dt>Parked</dt>
      <dd>{when(transfer.parkedAt)}</dd>
      <dt>Reference</dt>
      <dd>
        {transfer.reference} ({transfer.provider})
      </dd>
      {transfer.bookedForReturn && (
        <>
          <dt>Earlier return</dt>
          <dd>The bank did not pay an earlier return to the sender: return it again.</dd>
        </>
      )}
      {children}
    </dl>
  )
}

const cardLabel = (transfer: ParkedTransfer) =>
  `${amountText(transfer)} from ${transfer.sender.name ?? 'an unnamed sender'}, ${transfer.reference}`

function PendingTransfer({ transfer, notice, decides }: { transfer: ParkedTransfer; notice: Notice | null; decides: boolean }) {
  const decision = transfer.pendingDecision!
  const { refundTo, player } = decision.payload
  return (
    <li className="back-office__card" aria-label={cardLabel(transfer)}>
      <TransferFacts transfer={transfer}>
        <dt>Asked for</dt>
        <dd>
          {refundTo
            ? `Return it to ${refundTo.accountName}, account ${refundTo.accountNumber} at ${refundTo.bankName}`
            : `Credit it to the wallet of player ${player?.playerId}`}
        </dd>
        <DecisionFacts decision={decision} />
      </TransferFacts>
      <NoticeBanner notice={notice} />
      {decides && <DecisionForms id={transfer.id} approve={approveParkedTransfer} reject={rejectParkedTransfer} />}
    </li>
  )
}

function WaitingTransfer({
  transfer,
  notice,
  decides,
  user,
}: {
  transfer: ParkedTransfer
  notice: Notice | null
  decides: boolean
  user: StaffUser
}) {
  return (
    <li className="back-office__card" aria-label={cardLabel(transfer)}>
      <TransferFacts transfer={transfer} />
      <NoticeBanner notice={notice} />
      {decides &&
        (transfer.kind === 'bank-transfer' ? (
          <ResolveForm transfer={transfer} notice={notice} findsPlayers={mayAct(user, 'players.search')} />
        ) : (
          <AcknowledgeForm transfer={transfer} notice={notice} />
        ))}
    </li>
  )
}

/** Ask for a bank transfer's resolution: back to its sender, or to a player's wallet; another finance member approves it. */
function ResolveForm({ transfer, notice, findsPlayers }: { transfer: ParkedTransfer; notice: Notice | null; findsPlayers: boolean }) {
  const typed = notice?.tone === 'error' ? (notice.values ?? {}) : {}
  return (
    <form action={resolveParkedTransfer} className="back-office__form" aria-label="Resolve this transfer">
      <input type="hidden" name="id" value={transfer.id} />
      <fieldset>
        <legend>Resolution</legend>
        <label className="back-office__choice">
          <input type="radio" name="action" value="refund-to-sender" required defaultChecked={typed.action !== 'credit-wallet'} />
          Return it to the sender&apos;s account
        </label>
        <label className="back-office__choice">
          <input type="radio" name="action" value="credit-wallet" defaultChecked={typed.action === 'credit-wallet'} />
          Credit a player&apos;s wallet
        </label>
      </fieldset>
      <label>
        Player ID (to credit a wallet)
        <input type="text" name="playerId" defaultValue={typed.playerId} autoComplete="off" />
      </label>
      {findsPlayers && (
        <p>
          <Link href={screenUrl(SCREENS.players)}>Find the player&apos;s ID</Link> by their phone, email, name or deposit code.
        </p>
      )}
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

/** Acknowledge an event that moves no money here (a card payment refunded at its provider, a payout notice checked): one person. */
function AcknowledgeForm({ transfer, notice }: { transfer: ParkedTransfer; notice: Notice | null }) {
  const typed = notice?.tone === 'error' ? (notice.values ?? {}) : {}
  return (
    <form action={resolveParkedTransfer} className="back-office__reject" aria-label="Acknowledge this event">
      <input type="hidden" name="id" value={transfer.id} />
      <input type="hidden" name="action" value="acknowledge" />
      <label>
        What was done about it
        <input type="text" name="reason" required minLength={3} maxLength={500} defaultValue={typed.reason} />
      </label>
      <Button buttonStyle="secondary" margin={false} type="submit">
        Acknowledge
      </Button>
    </form>
  )
}

function ResolvedTable({ transfers }: { transfers: ParkedTransfer[] }) {
  if (transfers.length === 0) return <p>None yet.</p>
  return (
    <StaffTable columns={['Parked', 'Kind', 'Amount', 'Sender', 'Parked because', 'Reference', 'Resolved', 'Resolution']}>
      {transfers.map((transfer) => (
        <tr key={transfer.id}>
          <td>{when(transfer.parkedAt)}</td>
          <td>{kindText[transfer.kind]}</td>
          <td>{amountText(transfer)}</td>
          <td>{senderText(transfer)}</td>
          <td>{transfer.reason}</td>
          <td>{transfer.reference}</td>
          <td>{when(transfer.resolvedAt)}</td>
          <td>{transfer.resolution}</td>
        </tr>
      ))}
    </StaffTable>
  )
}
