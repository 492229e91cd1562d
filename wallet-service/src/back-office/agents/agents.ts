import { z } from 'zod'
import { koboToNaira } from '@9ja/money'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import type { CommissionRates } from '../../agents/commission.ts'
import { storedWeeks } from '../../agents/commission-store.ts'
import { referredPlayerWeeks } from '../../agents/referred-players.ts'
import { SHOP_NAME_SQL } from '../../agents/shop-name.ts'
import { shopSummary, type ShopSummary } from '../../agents/shop-summary.ts'

export const MOST_AGENTS_LISTED = 100
export const RECENT_CASH_MOVEMENTS = 50

export const agentListQuery = z.object({
  q: z.string().trim().max(120, 'Keep the search under 120 characters.').optional(),
})
export const agentParams = z.object({ id: z.uuid({ error: 'No agent has that ID.' }) })

/** An agent as the Agents screen lists them: the shop, who recruited it, its float and its network. */
export type AgentLine = {
  id: string
  shop: string
  fullName: string
  phoneNumber: string
  referralCode: string
  recruitedBy: { id: string; shop: string; type: 'agent' | 'admin' } | null
  float: number
  players: number
  agents: number
  joinedAt: Date
}

export type AgentPage = {
  agent: AgentLine & { email: string; address: string | null; kycStatus: string }
  summary: ShopSummary
  players: { id: string; fullName: string; joinedAt: Date; stakesThisWeek: number }[]
  recruited: { id: string; shop: string; joinedAt: Date }[]
  cash: { kind: 'cash-in' | 'cash-out'; at: Date; amount: number; player: { id: string; fullName: string } }[]
  commission: { week: string; paid: number; carriedOut: number }[]
}

/** `$1` a search (a part of the shop's or the agent's name, a phone number or a referral code) or null for every agent. */
const AGENTS_SQL = `
  select a.id, a.public_id, ${SHOP_NAME_SQL('a')} as shop, a.full_name, a.phone_number, a.email, a.address, a.kyc_status,
         a.referral_code, a.created_at as joined_at, w.balance_kobo::text as float_kobo,
         case when r.id is null then null
              else json_build_object('id', r.public_id, 'shop', ${SHOP_NAME_SQL('r')}, 'type', r.user_type) end as recruited_by,
         (select count(*)::int from users p where p.referred_by = a.id and p.user_type = 'individual') as players,
         (select count(*)::int from users s where s.referred_by = a.id and s.user_type = 'agent') as agents
    from users a
    join ledger_accounts w on w.user_id = a.id
    left join users r on r.id = a.referred_by
   where a.user_type = 'agent'`

type AgentRow = {
  id: string
  public_id: string
  shop: string
  full_name: string
  phone_number: string
  email: string
  address: string | null
  kyc_status: string
  referral_code: string
  joined_at: Date
  float_kobo: string
  recruited_by: AgentLine['recruitedBy']
  players: number
  agents: number
}

const agentLine = (row: AgentRow): AgentLine => ({
  id: row.public_id,
  shop: row.shop,
  fullName: row.full_name,
  phoneNumber: row.phone_number,
  referralCode: row.referral_code,
  recruitedBy: row.recruited_by,
  float: koboToNaira(BigInt(row.float_kobo)),
  players: row.players,
  agents: row.agents,
  joinedAt: row.joined_at,
})

/** `%` and `_` typed in a name are letters, not ILIKE's wildcards. */
const likePart = (text: string) => `%${text.replace(/[\\%_]/g, (letter) => `\\${letter}`)}%`

/** The agents, by shop name; those a search matches when there is one. */
export async function listAgents(db: Queryable, search: string | undefined): Promise<AgentLine[]> {
  const query = search ? search : null
  const { rows } = await db.query<AgentRow>(
    `${AGENTS_SQL}
       and ($1::text is null or ${SHOP_NAME_SQL('a')} ilike $2 or a.full_name ilike $2 or a.phone_number = $3 or a.referral_code = upper($1))
     order by ${SHOP_NAME_SQL('a')}, a.id
     limit ${MOST_AGENTS_LISTED}`,
    [query, query ? likePart(query) : null, query?.replace(/[\s-]/g, '') ?? null],
  )
  return rows.map(agentLine)
}

/**
 * One agent's page: the shop, its day and week (the agent's own summary), its players with their week, the
 * agents it recruited, the latest cash it took in or paid out, and its weekly commission statements.
 */
export async function agentPage(
  db: Queryable,
  rates: CommissionRates,
  ticketTables: readonly string[],
  publicId: string,
  at: Date,
): Promise<AgentPage> {
  const { rows } = await db.query<AgentRow>(`${AGENTS_SQL} and a.public_id = $1`, [publicId])
  const row = rows[0]
  if (!row) throw new DomainError('PLAYER_NOT_FOUND', 'No agent has that ID.')
  const summary = await shopSummary(db, rates, ticketTables, row.id, at)
  const players = await referredPlayerWeeks(db, row.id, at)
  const recruited = await db.query<{ public_id: string; shop: string; joined_at: Date }>(
    `select public_id, ${SHOP_NAME_SQL('u')} as shop, created_at as joined_at from users u
      where referred_by = $1 and user_type = 'agent' order by created_at desc, id desc`,
    [row.id],
  )
  const cash = await db.query<{ kind: 'cash-in' | 'cash-out'; at: Date; amount_kobo: string; public_id: string; full_name: string }>(
    `select m.kind, m.at, m.amount_kobo::text, u.public_id, u.full_name
       from (select 'cash-in' as kind, created_at as at, amount_kobo, player_id from agent_cash_ins where agent_id = $1
             union all
             select 'cash-out', settled_at, amount_kobo, player_id from agent_cash_outs where agent_id = $1 and status = 'paid') m
       join users u on u.id = m.player_id
      order by m.at desc
      limit ${RECENT_CASH_MOVEMENTS}`,
    [row.id],
  )
  const weeks = await storedWeeks(db, row.id)
  return {
    agent: { ...agentLine(row), email: row.email, address: row.address, kycStatus: row.kyc_status },
    summary,
    players: players.map((player) => ({
      id: player.publicId,
      fullName: player.fullName,
      joinedAt: player.joinedAt,
      stakesThisWeek: koboToNaira(player.stakedKobo),
    })),
    recruited: recruited.rows.map((agent) => ({ id: agent.public_id, shop: agent.shop, joinedAt: agent.joined_at })),
    cash: cash.rows.map((movement) => ({
      kind: movement.kind,
      at: movement.at,
      amount: koboToNaira(BigInt(movement.amount_kobo)),
      player: { id: movement.public_id, fullName: movement.full_name },
    })),
    commission: weeks.map((week) => ({ week: week.week, paid: koboToNaira(week.paidKobo), carriedOut: koboToNaira(week.carriedOutKobo) })),
  }
}
