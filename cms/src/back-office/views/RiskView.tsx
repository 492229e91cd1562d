import type { liability } from '@9ja/contract'
import { formatLagosTime, formatNaira } from '@9ja/money'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import { SCREENS } from '../screens'
import { BackOfficeScreen } from './BackOfficeScreen'
import { StaffTable } from './StaffTable'

type Liability = z.infer<typeof liability>

/** Whether a worst payout is the exact most the house pays, or a bound it cannot exceed (the service says which). */
const bound = (exact: boolean) => (exact ? 'Exact' : 'Upper bound')

/**
 * Risk's open liability: for each game, then for each round, event or draw still open, the stakes held
 * and the most the house could pay on them.
 */
export function RiskView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.risk}>
      {async ({ api }) => {
        const open = await api.liability()
        return (
          <>
            <section aria-labelledby="risk-games">
              <h2 id="risk-games">Open liability by game</h2>
              <GameLiability games={open.games} />
            </section>
            <section aria-labelledby="risk-subjects">
              <h2 id="risk-subjects">Open liability by round, event or draw</h2>
              <SubjectLiability subjects={open.subjects} />
            </section>
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function GameLiability({ games }: { games: Liability['games'] }) {
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

function SubjectLiability({ subjects }: { subjects: Liability['subjects'] }) {
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
          <td>{subject.playsAt ? <time dateTime={subject.playsAt}>{formatLagosTime(subject.playsAt)}</time> : '—'}</td>
          <td>{row.openBets}</td>
          <td>{formatNaira(row.stakesHeld)}</td>
          <td>{formatNaira(row.worstPayout)}</td>
          <td>{bound(row.exact)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}
