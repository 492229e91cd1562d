import type { agentLine } from '@9ja/contract'
import { formatNaira } from '@9ja/money'
import { Button, Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import { queryValue } from '../query'
import { SCREENS, screenUrl } from '../screens'
import type { AgentPage, StaffUser } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { when } from './format'
import { PlayerCell } from './PlayerCell'
import { StaffTable } from './StaffTable'

type AgentLine = z.infer<typeof agentLine>

const SCREEN = screenUrl(SCREENS.agents)
const agentUrl = (id: string) => `${SCREEN}?${new URLSearchParams({ id }).toString()}`

/**
 * The agents' shops: every agent with its float, who recruited it and its network (players and agents it
 * signed up), searchable; then one agent's page: the shop's day and week, its players, the agents it
 * recruited, the cash it took in and paid out, and its weekly commission. The page is this screen with the
 * agent's ID in its address (`?id=`); the agent's account itself (ledger, bets, sessions) is on Players.
 */
export function AgentsView(view: AdminViewServerProps) {
  const q = queryValue(view.searchParams, 'q')
  const id = queryValue(view.searchParams, 'id')
  return (
    <BackOfficeScreen view={view} screen={SCREENS.agents}>
      {async ({ api, user }) => {
        if (id) return <AgentDetails page={await api.agent(id)} user={user} />
        const agents = await api.agents(q)
        return (
          <>
            <form className="back-office__filters" method="get" action={SCREEN} role="search">
              <label>
                Shop or agent name, phone or referral code
                <input type="text" name="q" defaultValue={q} autoComplete="off" />
              </label>
              <div className="back-office__buttons">
                <Button buttonStyle="primary" margin={false} type="submit">
                  Search
                </Button>
              </div>
            </form>
            <AgentsTable agents={agents} searched={Boolean(q)} />
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function AgentsTable({ agents, searched }: { agents: AgentLine[]; searched: boolean }) {
  if (agents.length === 0) return <p>{searched ? 'No agent matches this search.' : 'No agent has signed up yet.'}</p>
  return (
    <StaffTable columns={['Shop', 'Agent', 'Phone', 'Referral code', 'Recruited by', 'Float', 'Players', 'Agents', 'Joined']}>
      {agents.map((agent) => (
        <tr key={agent.id}>
          <td>
            <Link href={agentUrl(agent.id)}>{agent.shop}</Link>
          </td>
          <td>{agent.fullName}</td>
          <td>{agent.phoneNumber}</td>
          <td>{agent.referralCode}</td>
          <td>{recruiter(agent.recruitedBy)}</td>
          <td>{formatNaira(agent.float)}</td>
          <td>{agent.players}</td>
          <td>{agent.agents}</td>
          <td>{when(agent.joinedAt)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** Who recruited an agent: another agent's shop (linked), or the operator's service code. */
function recruiter(recruitedBy: AgentLine['recruitedBy']) {
  if (!recruitedBy) return '—'
  if (recruitedBy.type === 'admin') return `Service code (${recruitedBy.shop})`
  return <Link href={agentUrl(recruitedBy.id)}>{recruitedBy.shop}</Link>
}

function AgentDetails({ page, user }: { page: AgentPage; user: StaffUser }) {
  const { agent, summary, players, recruited, cash, commission } = page
  const tally = (figure: { count: number; amount: number }) => `${figure.count} (${formatNaira(figure.amount)})`
  return (
    <>
      <p>
        <Link href={SCREEN}>All agents</Link>
      </p>
      <h2>{agent.shop}</h2>
      <section aria-labelledby="agent-profile">
        <h2 id="agent-profile">Shop</h2>
        <dl className="back-office__facts">
          <dt>Agent</dt>
          <dd>
            <PlayerCell player={agent} user={user} />
          </dd>
          <dt>Phone</dt>
          <dd>{agent.phoneNumber}</dd>
          <dt>Email</dt>
          <dd>{agent.email}</dd>
          <dt>Address</dt>
          <dd>{agent.address ?? '—'}</dd>
          <dt>Identity check</dt>
          <dd>{agent.kycStatus}</dd>
          <dt>Referral code</dt>
          <dd>{agent.referralCode}</dd>
          <dt>Recruited by</dt>
          <dd>{recruiter(agent.recruitedBy)}</dd>
          <dt>Joined</dt>
          <dd>{when(agent.joinedAt)}</dd>
          <dt>Float</dt>
          <dd>{formatNaira(summary.float)}</dd>
        </dl>
      </section>
      <section aria-labelledby="agent-today">
        <h2 id="agent-today">Today ({summary.today.date}) and this week</h2>
        <dl className="back-office__facts">
          <dt>Cash in</dt>
          <dd>{tally(summary.today.cashIn)}</dd>
          <dt>Cash out</dt>
          <dd>{tally(summary.today.cashOut)}</dd>
          <dt>Tickets sold</dt>
          <dd>{tally(summary.today.ticketsSold)}</dd>
          <dt>Winning tickets paid</dt>
          <dd>{tally(summary.today.ticketsPaid)}</dd>
          <dt>Commission, week of {summary.commissionThisWeek.week}</dt>
          <dd>{formatNaira(summary.commissionThisWeek.estimate)} so far (an estimate until the Monday run pays it)</dd>
        </dl>
      </section>
      <section aria-labelledby="agent-players">
        <h2 id="agent-players">
          Players ({summary.players.referred}, {summary.players.playedThisWeek} played this week)
        </h2>
        {players.length === 0 ? (
          <p>No player has signed up with this agent&apos;s code.</p>
        ) : (
          <StaffTable columns={['Player', 'Joined', 'Staked this week']}>
            {players.map((player) => (
              <tr key={player.id}>
                <td>
                  <PlayerCell player={player} user={user} />
                </td>
                <td>{when(player.joinedAt)}</td>
                <td>{formatNaira(player.stakesThisWeek)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section aria-labelledby="agent-recruited">
        <h2 id="agent-recruited">Agents recruited</h2>
        {recruited.length === 0 ? (
          <p>No agent has signed up with this agent&apos;s code.</p>
        ) : (
          <StaffTable columns={['Shop', 'Joined']}>
            {recruited.map((shop) => (
              <tr key={shop.id}>
                <td>
                  <Link href={agentUrl(shop.id)}>{shop.shop}</Link>
                </td>
                <td>{when(shop.joinedAt)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section aria-labelledby="agent-cash">
        <h2 id="agent-cash">Cash at the counter (latest {cash.length})</h2>
        {cash.length === 0 ? (
          <p>No cash has crossed this counter.</p>
        ) : (
          <StaffTable columns={['When', 'Movement', 'Player', 'Amount']}>
            {cash.map((movement, index) => (
              <tr key={`${movement.at}:${index}`}>
                <td>{when(movement.at)}</td>
                <td>{movement.kind === 'cash-in' ? 'Cash in (float to wallet)' : 'Cash out (wallet to float)'}</td>
                <td>
                  <PlayerCell player={movement.player} user={user} />
                </td>
                <td>{formatNaira(movement.amount)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
      <section aria-labelledby="agent-commission">
        <h2 id="agent-commission">Weekly commission paid</h2>
        {commission.length === 0 ? (
          <p>No week has been paid yet.</p>
        ) : (
          <StaffTable columns={['Week of', 'Paid', 'Carried to the next week']}>
            {commission.map((week) => (
              <tr key={week.week}>
                <td>{week.week}</td>
                <td>{formatNaira(week.paid)}</td>
                <td>{formatNaira(week.carriedOut)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </>
  )
}
