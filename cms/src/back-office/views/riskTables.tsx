import type { largestWin, liability, rtpRow, unusualPatterns } from '@9ja/contract'
import { formatLagosTime, formatNaira } from '@9ja/money'
import { Link } from '@payloadcms/ui'
import { Fragment } from 'react'
import type { z } from 'zod'

import { StaffTable } from './StaffTable'

/*
 * The risk screen's tables, one per measure, as the staff API answers them (amounts in naira, times ISO).
 */

type Liability = z.infer<typeof liability>
type RtpRow = z.infer<typeof rtpRow>
type RtpPeriod = RtpRow['day']
type LargestWin = z.infer<typeof largestWin>
type UnusualPatterns = z.infer<typeof unusualPatterns>
type PatternAccount = UnusualPatterns['sharedAddresses'][number]['accounts'][number]
type SharedBankAccount = UnusualPatterns['sharedPayoutAccounts'][number]

type PlayerUrl = (publicId: string) => string

/** Whether a worst payout is the exact most the house pays, or a bound it cannot exceed (the service says which). */
const bound = (exact: boolean) => (exact ? 'Exact' : 'Upper bound')

const at = (iso: string) => <time dateTime={iso}>{formatLagosTime(iso)}</time>

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`

export function GameLiability({ games }: { games: Liability['games'] }) {
  if (games.length === 0) return <p>No game has an open bet.</p>
  return (
    <StaffTable
      columns={['Game', 'Open rounds, events or draws', 'Open bets', 'Stakes held', 'Worst payout', 'Worst payout is', 'Jackpot pool']}
    >
      {games.map((game) => (
        <tr key={`${game.family}-${game.game ?? game.gameTitle}`}>
          <td>
            {game.gameTitle} <small>({game.family})</small>
          </td>
          <td>{game.subjects}</td>
          <td>{game.openBets}</td>
          <td>{formatNaira(game.stakesHeld)}</td>
          <td>{formatNaira(game.worstPayout)}</td>
          <td>{bound(game.exact)}</td>
          <td>{game.jackpotPool === null ? '—' : formatNaira(game.jackpotPool)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

export function SubjectLiability({ subjects }: { subjects: Liability['subjects'] }) {
  if (subjects.length === 0) return <p>Nothing open.</p>
  return (
    <StaffTable
      columns={['Game', 'Round, event or draw', 'Status', 'Plays at', 'Open bets', 'Stakes held', 'Worst payout', 'Worst payout is']}
    >
      {subjects.map(({ subject, ...row }) => (
        <tr key={`${subject.kind}-${subject.id ?? row.game ?? row.gameTitle}`}>
          <td>{row.gameTitle}</td>
          <td>{subject.name}</td>
          <td>{subject.status}</td>
          <td>{subject.playsAt ? at(subject.playsAt) : '—'}</td>
          <td>{row.openBets}</td>
          <td>{formatNaira(row.stakesHeld)}</td>
          <td>{formatNaira(row.worstPayout)}</td>
          <td>{bound(row.exact)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** What a period's figures say of the stated RTP: too few bets to judge, outside the interval, or within it. */
function verdict(period: RtpPeriod): string {
  if (period.bets === 0) return 'No settled bet'
  if (period.fewBets) return 'Too few bets to judge'
  if (period.statedRtp === null) return 'No stated RTP'
  if (period.outsideInterval) return 'Outside the interval'
  return 'Within the interval'
}

/**
 * Measured RTP against stated, two lines per game and kind of bet (the day, then the 30 days ending with
 * it); a period whose stated RTP lies outside its 95% interval is flagged (with enough bets only).
 */
export function RtpAgainstStated({ rows }: { rows: RtpRow[] }) {
  if (rows.length === 0) return <p>No bet was settled in the 30 days ending with this day.</p>
  const flagged = rows.filter((row) => row.day.outsideInterval || row.thirtyDays.outsideInterval).length
  return (
    <>
      <p role="status">
        {flagged === 0
          ? 'No game and kind of bet is outside its interval.'
          : `${flagged} game and kind of bet ${flagged === 1 ? 'is' : 'are'} outside the interval: look at ${flagged === 1 ? 'it' : 'them'} first.`}
      </p>
      <StaffTable
        columns={['Game', 'Bet kind', 'Period', 'Bets', 'Stakes', 'Wins', 'Measured RTP', 'Stated RTP', '95% interval', 'Verdict']}
      >
        {rows.map((row) => (
          <Fragment key={`${row.family}-${row.game ?? row.gameTitle}-${row.kind}`}>
            <RtpLine row={row} period={row.day} label="Day" first />
            <RtpLine row={row} period={row.thirtyDays} label="30 days" />
          </Fragment>
        ))}
      </StaffTable>
    </>
  )
}

function RtpLine({ row, period, label, first = false }: { row: RtpRow; period: RtpPeriod; label: string; first?: boolean }) {
  return (
    <tr className={period.outsideInterval ? 'back-office__flagged' : undefined}>
      {first && (
        <>
          <td rowSpan={2}>
            {row.gameTitle} <small>({row.family})</small>
          </td>
          <td rowSpan={2}>{row.kind === 'all' ? 'All bets' : row.kind}</td>
        </>
      )}
      <td>{label}</td>
      <td>{period.bets}</td>
      <td>{formatNaira(period.stakes)}</td>
      <td>{formatNaira(period.wins)}</td>
      <td>{period.measuredRtp === null ? '—' : percent(period.measuredRtp)}</td>
      <td>{period.statedRtp === null ? '—' : percent(period.statedRtp)}</td>
      <td>{period.interval ? `${percent(period.interval.low)} – ${percent(period.interval.high)}` : '—'}</td>
      <td>{verdict(period)}</td>
    </tr>
  )
}

/** The day's largest wins, largest first, each with its player (to their page) and the bet that paid. */
export function LargestWins({ wins, playerUrl }: { wins: LargestWin[]; playerUrl: PlayerUrl }) {
  if (wins.length === 0) return <p>No bet played this day has paid a win.</p>
  return (
    <StaffTable columns={['Win', 'Stake', 'Multiplier', 'Game', 'Player', 'Bet', 'Paid at']}>
      {wins.map((win) => (
        <tr key={`${win.bet.kind}-${win.bet.id}`}>
          <td>{formatNaira(win.win)}</td>
          <td>{formatNaira(win.stake)}</td>
          <td>{win.multiplier === null ? 'Free round' : `${win.multiplier.toFixed(2)}x`}</td>
          <td>
            {win.gameTitle} <small>({win.family})</small>
          </td>
          <td>
            <Link href={playerUrl(win.player.publicId)}>{win.player.fullName}</Link> <small>({win.player.publicId})</small>
          </td>
          <td>
            {win.bet.kind} bet {win.bet.id}
            {win.bet.code ? `, code ${win.bet.code}` : ''}
            {win.bet.roundOrDrawId !== null ? `, round or draw ${win.bet.roundOrDrawId}` : ''}
          </td>
          <td>{at(win.at)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** The patterns found from `from` to `to`: accounts on one client address, bank accounts shared by players. */
export function UnusualPatterns({ patterns, playerUrl }: { patterns: UnusualPatterns; playerUrl: PlayerUrl }) {
  return (
    <>
      <p>
        From {at(patterns.from)} to {at(patterns.to)}.
      </p>
      <section aria-labelledby="risk-shared-addresses">
        <h3 id="risk-shared-addresses">Accounts logging in from one address ({patterns.sharedAddresses.length})</h3>
        {patterns.sharedAddresses.length === 0 ? (
          <p>No address is shared by more accounts than the setting allows.</p>
        ) : (
          patterns.sharedAddresses.map((shared) => (
            <PatternAccounts
              key={shared.clientAddress}
              title={`Address ${shared.clientAddress}`}
              accounts={shared.accounts}
              times="Logins"
              playerUrl={playerUrl}
            />
          ))
        )}
      </section>
      <SharedBankAccounts
        id="risk-shared-payout"
        title="Bank accounts paid out to several players"
        accounts={patterns.sharedPayoutAccounts}
        times="Withdrawals"
        playerUrl={playerUrl}
      />
      <SharedBankAccounts
        id="risk-shared-funding"
        title="Bank accounts funding several players"
        accounts={patterns.sharedFundingAccounts}
        times="Deposits"
        playerUrl={playerUrl}
      />
    </>
  )
}

function SharedBankAccounts({
  id,
  title,
  accounts,
  times,
  playerUrl,
}: {
  id: string
  title: string
  accounts: SharedBankAccount[]
  times: string
  playerUrl: PlayerUrl
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>
        {title} ({accounts.length})
      </h3>
      {accounts.length === 0 ? (
        <p>None above the setting.</p>
      ) : (
        accounts.map((account) => (
          <PatternAccounts
            key={`${account.bankCode}-${account.accountNumber}`}
            title={`${account.bankName} ${account.accountNumber} (names given: ${account.accountNames.join(', ') || 'none'})`}
            accounts={account.accounts}
            times={times}
            playerUrl={playerUrl}
          />
        ))
      )}
    </section>
  )
}

function PatternAccounts({
  title,
  accounts,
  times,
  playerUrl,
}: {
  title: string
  accounts: PatternAccount[]
  times: string
  playerUrl: PlayerUrl
}) {
  return (
    <div className="back-office__pattern">
      <h4>{title}</h4>
      <StaffTable columns={['Account', 'Type', times, 'Amount', 'First', 'Last']}>
        {accounts.map((account) => (
          <tr key={account.publicId}>
            <td>
              <Link href={playerUrl(account.publicId)}>{account.fullName}</Link> <small>({account.publicId})</small>
            </td>
            <td>{account.userType}</td>
            <td>{account.times}</td>
            <td>{account.amount === null ? '—' : formatNaira(account.amount)}</td>
            <td>{at(account.first)}</td>
            <td>{at(account.last)}</td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
