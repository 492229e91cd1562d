import type { LimitState, playerFound } from '@9ja/contract'
import { formatLagosTime, formatNaira } from '@9ja/money'
import { Button, Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import { queryValue } from '../query'
import { SCREENS, mayAct, screenUrl } from '../screens'
import type { PlayerPage, StaffUser } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { naira, when as formatWhen } from './format'
import { NoticeBanner } from './NoticeBanner'
import { PlayerCell } from './PlayerCell'
import { endSessions, lockPlayer, resendCode, unlockPlayer } from './playerActions'
import { StaffTable } from './StaffTable'

const SCREEN = screenUrl(SCREENS.players)
/** A moment of the page, or a dash where there is none. */
const when = (at: string | null) => formatWhen(at) ?? '—'
const json = (value: unknown) => JSON.stringify(value, null, 2)
const matchLabel = { phone: 'phone', email: 'email', name: 'name', 'deposit-code': 'deposit code', bet: 'bet' } as const

/**
 * Support's players: search by phone, email, name, deposit code or bet ID, then one player's page with
 * everything the service holds on them and the actions support takes on their account. The page is the
 * same screen with the player's ID in its address (`?id=`), so the nav keeps one entry.
 */
export function PlayersView(view: AdminViewServerProps) {
  const q = queryValue(view.searchParams, 'q')
  const id = queryValue(view.searchParams, 'id')
  return (
    <BackOfficeScreen view={view} screen={SCREENS.players}>
      {async ({ api, user, notice }) => {
        if (id) return <PlayerDetails page={await api.player(id)} user={user} notice={notice} />
        return (
          <>
            <NoticeBanner notice={notice} />
            <form className="back-office__filters" method="get" action={SCREEN} role="search">
              <label>
                Phone, email, name, deposit code or bet ID
                <input type="text" name="q" required defaultValue={q} autoComplete="off" />
              </label>
              <div className="back-office__buttons">
                <Button buttonStyle="primary" margin={false} type="submit">
                  Search
                </Button>
              </div>
            </form>
            {q && <SearchResults players={await api.searchPlayers(q)} user={user} />}
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function SearchResults({ players, user }: { players: z.infer<typeof playerFound>[]; user: StaffUser }) {
  if (players.length === 0) return <p>No player matches this search.</p>
  return (
    <StaffTable columns={['Player', 'Phone', 'Email', 'Type', 'Found by']}>
      {players.map((player) => (
        <tr key={player.id}>
          <td>
            <PlayerCell player={player} user={user} />
          </td>
          <td>{player.phoneNumber}</td>
          <td>{player.email}</td>
          <td>{player.type}</td>
          <td>
            {player.matches
              .map((match) =>
                match.bet ? `${match.bet.family} bet ${match.bet.id}${match.bet.game ? ` (${match.bet.game})` : ''}` : matchLabel[match.by],
              )
              .join(', ')}
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

function PlayerDetails({
  page,
  user,
  notice,
}: {
  page: PlayerPage
  user: StaffUser
  notice: Parameters<typeof NoticeBanner>[0]['notice']
}) {
  const { profile, account, kyc, protection, wallet, held, ledger, bets } = page
  return (
    <>
      <p>
        <Link href={SCREEN}>Search again</Link>
      </p>
      <h2>{profile.fullName}</h2>
      <NoticeBanner notice={notice} />
      <section aria-labelledby="player-profile">
        <h2 id="player-profile">Profile</h2>
        <dl className="back-office__facts">
          <dt>Player ID</dt>
          <dd>{profile.id}</dd>
          <dt>Type</dt>
          <dd>{profile.type}</dd>
          <dt>Phone</dt>
          <dd>{profile.phoneNumber}</dd>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          {profile.businessName && (
            <>
              <dt>Business</dt>
              <dd>{profile.businessName}</dd>
            </>
          )}
          <dt>Address</dt>
          <dd>{profile.address ?? '—'}</dd>
          <dt>Deposit code</dt>
          <dd>{profile.depositCode}</dd>
          <dt>Referral code</dt>
          <dd>
            {profile.referralCode}
            {profile.referredBy && ` (referred by ${profile.referredBy})`}
          </dd>
          <dt>Signed up</dt>
          <dd>
            {when(profile.signedUpAt)}, finished {when(profile.signupFinishedAt)}
          </dd>
          <dt>Password set</dt>
          <dd>{profile.passwordSet ? 'Yes' : 'No'}</dd>
          <dt>Terms</dt>
          <dd>
            {profile.termsVersion ?? 'not accepted'} {profile.termsAcceptedAt && when(profile.termsAcceptedAt)}
          </dd>
          <dt>Confirmed 18 or over</dt>
          <dd>{when(profile.adultConfirmedAt)}</dd>
          <dt>Reality check</dt>
          <dd>every {profile.realityCheckMinutes} minutes</dd>
        </dl>
      </section>
      <section aria-labelledby="player-account">
        <h2 id="player-account">Account</h2>
        <dl className="back-office__facts">
          <dt>Lock</dt>
          <dd>
            {account.lock ? (
              <>
                Locked {when(account.lock.lockedAt)} by {account.lock.staffEmail}: {account.lock.reason}
              </>
            ) : (
              'Not locked'
            )}
          </dd>
          <dt>Closure</dt>
          <dd>{account.closure ? <>Closed {when(account.closure.closedAt)} (under 18)</> : 'Open'}</dd>
          <dt>Failed logins</dt>
          <dd>
            {page.failedLogins ? (
              <>
                {page.failedLogins.failures}, last {when(page.failedLogins.lastFailureAt)}
                {page.failedLogins.lockedUntil && <>; locked out until {when(page.failedLogins.lockedUntil)}</>}
              </>
            ) : (
              'None'
            )}
          </dd>
        </dl>
        <AccountActions page={page} user={user} />
      </section>
      <section aria-labelledby="player-kyc">
        <h2 id="player-kyc">KYC</h2>
        <dl className="back-office__facts">
          <dt>Status</dt>
          <dd>
            {kyc.status}
            {kyc.reason && `: ${kyc.reason}`} {kyc.statusAt && <>since {when(kyc.statusAt)}</>}
          </dd>
          <dt>ID</dt>
          <dd>{kyc.idType ? `${kyc.idType} ending ${kyc.idLast4}` : '—'}</dd>
          <dt>Verified</dt>
          <dd>{when(kyc.verifiedAt)}</dd>
        </dl>
        {kyc.checks.length > 0 && (
          <StaffTable columns={['When', 'ID', 'Provider', 'Outcome', 'Consented']}>
            {kyc.checks.map((check) => (
              <tr key={check.id}>
                <td>{when(check.at)}</td>
                <td>
                  {check.idType} ending {check.idLast4}
                </td>
                <td>{check.provider}</td>
                <td>{check.outcome}</td>
                <td>{when(check.consentedAt)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section aria-labelledby="player-limits">
        <h2 id="player-limits">Limits and break</h2>
        <p>
          {protection.restriction
            ? `On a ${protection.restriction.kind} from ${formatLagosTime(protection.restriction.since)} until ${formatLagosTime(protection.restriction.until)}.`
            : 'No time-out or self-exclusion in force.'}
        </p>
        <StaffTable columns={['Limit', 'Day', 'Week', 'Month']}>
          {(['deposit', 'loss'] as const).map((kind) => (
            <tr key={kind}>
              <th scope="row">{kind === 'deposit' ? 'Deposits' : 'Losses'}</th>
              {(['day', 'week', 'month'] as const).map((period) => (
                <td key={period}>
                  <LimitCell state={protection[kind][period]} />
                </td>
              ))}
            </tr>
          ))}
        </StaffTable>
      </section>
      <section aria-labelledby="player-money">
        <h2 id="player-money">Balance and held money</h2>
        <p>Balance: {naira(wallet.balanceKobo)}</p>
        {held.kycHeldDeposits.length === 0 && held.withdrawals.length === 0 ? (
          <p>No money is held.</p>
        ) : (
          <StaffTable columns={['Held', 'Amount', 'Since', 'Details']}>
            {held.kycHeldDeposits.map((deposit) => (
              <tr key={`deposit-${deposit.id}`}>
                <td>Deposit held for KYC</td>
                <td>{naira(deposit.amountKobo)}</td>
                <td>{when(deposit.at)}</td>
                <td>Ledger entry {deposit.entryId}</td>
              </tr>
            ))}
            {held.withdrawals.map((withdrawal) => (
              <tr key={`withdrawal-${withdrawal.id}`}>
                <td>
                  Withdrawal {withdrawal.reference} ({withdrawal.status})
                </td>
                <td>{naira(withdrawal.amountKobo)}</td>
                <td>{when(withdrawal.createdAt)}</td>
                <td>
                  {withdrawal.accountName}, {withdrawal.bankCode} {withdrawal.accountNumber}
                  {withdrawal.reviewReasons.length > 0 && ` — review: ${withdrawal.reviewReasons.join(', ')}`}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section aria-labelledby="player-ledger">
        <h2 id="player-ledger">Ledger entries</h2>
        {ledger.entries.length === 0 ? (
          <p>No ledger entry yet.</p>
        ) : (
          <StaffTable columns={['When', 'Kind', 'Description', 'Amount']}>
            {ledger.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.at)}</td>
                <td>{entry.kind}</td>
                <td>{entry.description}</td>
                <td>{naira(entry.amountKobo)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section aria-labelledby="player-bets">
        <h2 id="player-bets">Bets</h2>
        {bets.bets.length === 0 ? (
          <p>No bet yet.</p>
        ) : (
          <StaffTable columns={['Bet ID', 'Game', 'Placed', 'Stake', 'Payout', 'Status', 'Outcome', 'Fairness']}>
            {bets.bets.map((bet) => (
              <tr key={`${bet.family}-${bet.id}`}>
                <td>{bet.id}</td>
                <td>
                  {bet.game} <small>({bet.family})</small>
                </td>
                <td>{when(bet.placedAt)}</td>
                <td>{naira(bet.stakeKobo)}</td>
                <td>{naira(bet.payoutKobo)}</td>
                <td>{bet.status}</td>
                <td>
                  <pre>{json(bet.outcome)}</pre>
                </td>
                <td>
                  <pre>{json(bet.fairness)}</pre>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section aria-labelledby="player-sessions">
        <h2 id="player-sessions">Sessions and logins</h2>
        {page.sessions.length === 0 ? (
          <p>No open session.</p>
        ) : (
          <StaffTable columns={['Open session since', 'Last seen', 'Expires', 'From address']}>
            {page.sessions.map((session) => (
              <tr key={session.createdAt}>
                <td>{when(session.createdAt)}</td>
                <td>{when(session.lastSeenAt)}</td>
                <td>{when(session.expiresAt)}</td>
                <td>{session.clientAddress ?? '—'}</td>
              </tr>
            ))}
          </StaffTable>
        )}
        {page.logins.length > 0 && (
          <StaffTable columns={['Logged in', 'Last seen', 'State']}>
            {page.logins.map((login) => (
              <tr key={login.at}>
                <td>{when(login.at)}</td>
                <td>{when(login.lastSeenAt)}</td>
                <td>{login.open ? 'Open' : <>Ended {when(login.endedAt)}</>}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </>
  )
}

function LimitCell({ state }: { state: LimitState }) {
  return (
    <>
      {state.limit === null ? 'No limit' : formatNaira(state.limit)}, used {formatNaira(state.used)}
      {state.pending && (
        <>
          ; {state.pending.limit === null ? 'no limit' : formatNaira(state.pending.limit)} from {when(state.pending.from)}
        </>
      )}
    </>
  )
}

/** Support's actions on the account, each a plain HTML form with the player's ID, shown to the roles it allows. */
function AccountActions({ page, user }: { page: PlayerPage; user: StaffUser }) {
  const id = <input type="hidden" name="id" value={page.profile.id} />
  const reason = (
    <label>
      Reason
      <input type="text" name="reason" required minLength={3} maxLength={500} />
    </label>
  )
  return (
    <div className="back-office__decide">
      {mayAct(user, 'players.end-sessions') && (
        <form action={endSessions} className="back-office__reject" aria-label="End sessions">
          {id}
          {reason}
          <Button buttonStyle="secondary" margin={false} type="submit">
            End sessions
          </Button>
        </form>
      )}
      {mayAct(user, 'players.lock') && (
        <form
          action={page.account.lock ? unlockPlayer : lockPlayer}
          className="back-office__reject"
          aria-label={page.account.lock ? 'Unlock' : 'Lock'}
        >
          {id}
          {reason}
          <Button buttonStyle="secondary" margin={false} type="submit">
            {page.account.lock ? 'Unlock' : 'Lock'}
          </Button>
        </form>
      )}
      {mayAct(user, 'players.resend-code') && (
        <form action={resendCode} className="back-office__reject" aria-label="Resend code">
          {id}
          {/* A player still signing up has a signup code; after, only a password reset they asked for has one. */}
          <input type="hidden" name="kind" value={page.profile.signupFinishedAt ? 'password-reset' : 'signup'} />
          <Button buttonStyle="secondary" margin={false} type="submit">
            {page.profile.signupFinishedAt ? 'Resend password reset code' : 'Resend signup code'}
          </Button>
        </form>
      )}
    </div>
  )
}
