import type { kycException } from '@9ja/contract'
import { Button, Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import type { Notice } from '../notice'
import { SCREENS, mayAct, screenUrl } from '../screens'
import type { StaffUser } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { naira, when } from './format'
import { rerunIdentityCheck } from './identityCheckActions'
import { NoticeBanner } from './NoticeBanner'
import { PlayerCell } from './PlayerCell'
import { StaffTable } from './StaffTable'

type KycException = z.infer<typeof kycException>

/** Why a check waits for compliance (wallet-service src/back-office/compliance/kyc-exceptions.ts), in words. */
const exceptionText: Record<KycException['kind'], string> = {
  rejected: 'Rejected',
  'stuck-pending': 'Pending after an outage',
  'provider-unavailable': 'The provider was unavailable',
  'closed-under-18': 'Closed under 18',
}

/** A check's outcome and a rejection's reason (migration 0019's codes), in words. */
const outcomeText: Record<string, string> = {
  verified: 'verified',
  name_mismatch: 'the name did not match the ID',
  dob_mismatch: 'the date of birth did not match the ID',
  not_found: 'no such ID number',
  under_18: 'under 18',
  duplicate: 'the ID is verified on another account',
  unavailable: 'the provider was unavailable',
}
const inWords = (code: string) => outcomeText[code] ?? code

/** Whether the service clears this check for another one: a rejected or pending check of an account still open. */
const mayRerun = (row: KycException) => row.closure === null && (row.kycStatus === 'rejected' || row.kycStatus === 'pending')

/**
 * Compliance's identity-check exceptions: rejected checks, checks an outage left pending or unanswered,
 * and accounts closed under 18, newest first; a rejected or pending check can be cleared for the player
 * to run it again.
 */
export function IdentityChecksView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.identityChecks}>
      {async ({ api, user, notice }) => {
        const exceptions = await api.kycExceptions()
        return (
          <>
            <NoticeBanner notice={notice} />
            <p>
              A re-run clears a rejected or stuck check so the player verifies again: they are sent an email and an SMS asking them to. The
              check itself is theirs to run, since the platform keeps only a keyed hash of an ID number, never the number. An account closed
              under 18 stays closed, and finance refunds its money (<Link href={screenUrl(SCREENS.closures)}>Closures</Link>).
            </p>
            {exceptions.length === 0 ? (
              <p>No identity check waits for compliance.</p>
            ) : (
              <ExceptionsTable exceptions={exceptions} user={user} notice={notice} />
            )}
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function ExceptionsTable({ exceptions, user, notice }: { exceptions: KycException[]; user: StaffUser; notice: Notice | null }) {
  const mayClear = mayAct(user, 'kyc.rerun')
  return (
    <StaffTable columns={['Player', 'Contact', 'Exception', 'Status', 'Since', 'Checks', mayClear ? 'Re-run' : 'Next step']}>
      {exceptions.map((row) => (
        <tr key={row.player.id}>
          <td>
            <PlayerCell player={row.player} user={user} />
          </td>
          <td>
            {row.player.phoneNumber}
            <br />
            {row.player.email}
          </td>
          <td>
            {exceptionText[row.kind]}
            {row.closure && (
              <>
                <br />
                <small>
                  Refund {naira(row.closure.refundKobo)}
                  {row.closure.refundStatus ? ` (payout ${row.closure.refundStatus})` : ''}, forfeited {naira(row.closure.forfeitedKobo)}
                </small>
              </>
            )}
          </td>
          <td>
            {row.kycStatus}
            {row.kycReason && `: ${inWords(row.kycReason)}`}
          </td>
          <td>{when(row.since) ?? '—'}</td>
          <td>
            {row.checks}
            {row.lastOutcome && `, the last: ${inWords(row.lastOutcome)}`}
          </td>
          <td>{mayClear && mayRerun(row) ? <RerunForm row={row} notice={notice} /> : <NextStep row={row} />}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

function RerunForm({ row, notice }: { row: KycException; notice: Notice | null }) {
  const typed = notice?.tone === 'error' && notice.values?.playerId === row.player.id ? notice.values.reason : undefined
  return (
    <form action={rerunIdentityCheck} className="back-office__reject" aria-label={`Re-run the identity check of ${row.player.fullName}`}>
      <input type="hidden" name="playerId" value={row.player.id} />
      <label>
        Reason
        <input type="text" name="reason" required minLength={3} maxLength={500} defaultValue={typed} />
      </label>
      <Button buttonStyle="secondary" margin={false} type="submit">
        Re-run
      </Button>
    </form>
  )
}

/** What happens to a check compliance does not clear. */
function NextStep({ row }: { row: KycException }) {
  if (row.closure) return <>Stays closed.</>
  if (row.kycStatus === 'unverified') return <>Nothing to clear: the player can verify again now.</>
  return <>Your roles do not allow a re-run.</>
}
