import type { amlRow } from '@9ja/contract'
import { formatNaira } from '@9ja/money'
import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import { amlCsv, csvExportUrl } from '../csvExport'
import { queryValue } from '../query'
import { SCREENS, screenUrl } from '../screens'
import type { AmlList, ReportPeriod, StaffUser } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { lagosDay, when } from './format'
import { NoticeBanner } from './NoticeBanner'
import { PlayerCell } from './PlayerCell'
import { ReadFrom } from './ReadFrom'
import { StaffTable } from './StaffTable'

type AmlRow = z.infer<typeof amlRow>

/** The period the page's address asks for: Lagos days `from` to `to`, each today when not given. */
function periodOf(searchParams: AdminViewServerProps['searchParams']): ReportPeriod {
  const today = lagosDay(new Date())
  return { from: queryValue(searchParams, 'from') ?? today, to: queryValue(searchParams, 'to') ?? today }
}

/**
 * Compliance's anti-money-laundering view of a period: the AML register (every player's deposits,
 * withdrawals, stakes and wins per Lagos day, with the identity KYC holds for them) and the days of large
 * cash movements among them, each exportable as CSV. Every reading names players, so the service logs it.
 */
export function AmlView(view: AdminViewServerProps) {
  const period = periodOf(view.searchParams)
  return (
    <BackOfficeScreen view={view} screen={SCREENS.aml} form={<PeriodForm period={period} />}>
      {async ({ api, user, notice }) => {
        const [register, largeCash] = await Promise.all([api.amlList('register', period), api.amlList('large-cash', period)])
        return (
          <>
            <NoticeBanner notice={notice} />
            <section aria-labelledby="aml-register">
              <h2 id="aml-register">AML register ({register.rows.length})</h2>
              <p>
                Every player&apos;s money per Lagos day, with the identity KYC holds for them: deposits when they arrive, withdrawals when
                their money is held (less those the bank sent back), stakes and wins as the ledger posted them. The ID number itself is
                never stored; only its last 4 digits are kept.
              </p>
              <AmlTable list="register" period={period} rows={register.rows} user={user} none="No player moved money in this period." />
              <ReadFrom answer={register} />
            </section>
            <section aria-labelledby="aml-large-cash">
              <h2 id="aml-large-cash">Large cash movements ({largeCash.rows.length})</h2>
              <p>
                The days on which a player&apos;s deposits plus withdrawals exceeded the wallet-service&apos;s AML_LARGE_CASH_ALERT_NAIRA
                setting (₦5,000,000 a person a day unless set otherwise).
              </p>
              <AmlTable list="large-cash" period={period} rows={largeCash.rows} user={user} none="No large cash movement in this period." />
              <ReadFrom answer={largeCash} />
            </section>
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

/** The period to read (a plain GET form); it stays above the lists, or above the service's refusal of it. */
function PeriodForm({ period }: { period: ReportPeriod }) {
  return (
    <form className="back-office__filters" method="get" action={screenUrl(SCREENS.aml)} aria-label="Choose a period">
      <label>
        From (Lagos day)
        <input type="date" name="from" required defaultValue={period.from} />
      </label>
      <label>
        To (Lagos day, included)
        <input type="date" name="to" required defaultValue={period.to} />
      </label>
      <div className="back-office__buttons">
        <Button buttonStyle="primary" margin={false} type="submit">
          Show
        </Button>
      </div>
    </form>
  )
}

const exportLabel: Record<AmlList, string> = { register: 'Export register CSV', 'large-cash': 'Export large cash movements CSV' }

function AmlTable({
  list,
  period,
  rows,
  user,
  none,
}: {
  list: AmlList
  period: ReportPeriod
  rows: AmlRow[]
  user: StaffUser
  none: string
}) {
  return (
    <>
      <p>
        <a href={csvExportUrl(amlCsv, { list, ...period })} download>
          {exportLabel[list]}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <StaffTable columns={['Day', 'Player', 'Identity', 'Deposits', 'Withdrawals', 'Cash movement', 'Stakes', 'Wins']}>
          {rows.map((row) => (
            <tr key={`${row.day}-${row.playerId}`}>
              <td>{row.day}</td>
              <td>
                <PlayerCell player={{ id: row.playerId, fullName: row.fullName }} user={user} />
              </td>
              <td>
                <Identity row={row} />
              </td>
              <td>{formatNaira(row.deposits)}</td>
              <td>{formatNaira(row.withdrawals)}</td>
              <td>{formatNaira(row.cashMovement)}</td>
              <td>{formatNaira(row.stakes)}</td>
              <td>{formatNaira(row.wins)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  )
}

/** The identity KYC keeps for the player: its status, the ID's type and last 4 digits, when it was verified. */
function Identity({ row }: { row: AmlRow }) {
  return (
    <>
      {row.kycStatus}
      {row.idType && (
        <>
          <br />
          {row.idType} ending {row.idLast4}
        </>
      )}
      {row.verifiedAt && (
        <>
          <br />
          <small>verified {when(row.verifiedAt)}</small>
        </>
      )}
    </>
  )
}
