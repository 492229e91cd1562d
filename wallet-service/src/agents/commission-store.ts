import type { Queryable } from '../db/queryable.ts'
import { lagosWeek } from '../time/lagos.ts'
import type { CommissionStatement } from './commission.ts'
import { maskedPlayerName } from './masked-name.ts'

/** A week's statement as stored when it was paid (migration 0039): final, whatever the bets did since. */
export type StoredStatement = CommissionStatement & { week: string; paidKobo: bigint; paidAt: Date; entryId: string | null }

/**
 * Stores a week's statement and its lines (in the caller's transaction, beside its ledger entry). Answers
 * false, writing nothing, when the agent's statement of that week is already stored.
 */
export async function storeStatement(
  db: Queryable,
  {
    agentId,
    week,
    statement,
    entryId,
    at,
  }: { agentId: string; week: string; statement: CommissionStatement; entryId: string | null; at: Date },
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `insert into agent_commission_statements (agent_id, week, tickets_kobo, numbers_kobo, players_ngr_kobo, carried_in_kobo, players_kobo,
                                              carried_out_kobo, stakes_kobo, cap_kobo, capped, paid_kobo, entry_id, computed_at)
     values ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (agent_id, week) do nothing
     returning id`,
    [
      agentId,
      week,
      statement.ticketsKobo,
      statement.numbersKobo,
      statement.playersNgrKobo,
      statement.carriedInKobo,
      statement.playersKobo,
      statement.carriedOutKobo,
      statement.stakesKobo,
      statement.capKobo,
      statement.capped,
      statement.totalKobo,
      entryId,
      at,
    ].map((value) => (typeof value === 'bigint' ? value.toString() : value)),
  )
  const statementId = rows[0]?.id
  if (!statementId) return false
  const lines = [
    ...statement.sportsLines.map((line) => ({ kind: 'sports', ...line, playerId: null, winsKobo: null })),
    ...statement.numberLines.map((line) => ({ kind: 'numbers', ...line, selections: null, playerId: null, winsKobo: null })),
    ...statement.playerLines.map((line) => ({
      kind: 'player',
      betId: null,
      game: null,
      placedAt: null,
      selections: null,
      playerId: line.playerId,
      stakeKobo: line.stakesKobo,
      winsKobo: line.winsKobo,
      rateBasisPoints: null,
      commissionKobo: null,
    })),
  ]
  if (lines.length === 0) return true
  const column = <T>(pick: (line: (typeof lines)[number]) => T) => lines.map(pick)
  const text = (value: bigint | null) => (value === null ? null : value.toString())
  await db.query(
    `insert into agent_commission_lines (statement_id, line_index, kind, bet_code, game, placed_at, selections, player_id,
                                         stake_kobo, wins_kobo, rate_basis_points, commission_kobo)
     select $1, line.ord - 1, line.kind, line.bet_code, line.game, line.placed_at, line.selections, line.player_id,
            line.stake_kobo, line.wins_kobo, line.rate_basis_points, line.commission_kobo
       from unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::int[], $7::bigint[], $8::bigint[], $9::bigint[], $10::int[], $11::bigint[])
            with ordinality as line(kind, bet_code, game, placed_at, selections, player_id, stake_kobo, wins_kobo, rate_basis_points, commission_kobo, ord)`,
    [
      statementId,
      column((line) => line.kind),
      column((line) => line.betId),
      column((line) => line.game),
      column((line) => line.placedAt),
      column((line) => line.selections),
      column((line) => line.playerId),
      column((line) => text(line.stakeKobo)),
      column((line) => text(line.winsKobo)),
      column((line) => line.rateBasisPoints),
      column((line) => text(line.commissionKobo)),
    ],
  )
  return true
}

type StatementRow = {
  id: string
  week: string
  tickets_kobo: string
  numbers_kobo: string
  players_ngr_kobo: string
  carried_in_kobo: string
  players_kobo: string
  carried_out_kobo: string
  stakes_kobo: string
  cap_kobo: string
  capped: boolean
  paid_kobo: string
  entry_id: string | null
  computed_at: Date
}

type LineRow = {
  kind: 'sports' | 'numbers' | 'player'
  bet_code: string | null
  game: string | null
  placed_at: Date | null
  selections: number | null
  player_id: string | null
  full_name: string | null
  stake_kobo: string
  wins_kobo: string | null
  rate_basis_points: number | null
  commission_kobo: string | null
}

/** The agent's stored statement of `week`, with its lines in their order; null when that week is not paid yet. */
export async function storedStatement(db: Queryable, agentId: string, week: string): Promise<StoredStatement | null> {
  const { rows } = await db.query<StatementRow>(
    `select id, week::text, tickets_kobo, numbers_kobo, players_ngr_kobo, carried_in_kobo, players_kobo, carried_out_kobo,
            stakes_kobo, cap_kobo, capped, paid_kobo, entry_id, computed_at
       from agent_commission_statements where agent_id = $1 and week = $2::date`,
    [agentId, week],
  )
  const row = rows[0]
  if (!row) return null
  const lines = await db.query<LineRow>(
    `select l.kind, l.bet_code, l.game, l.placed_at, l.selections, l.player_id, u.full_name, l.stake_kobo, l.wins_kobo,
            l.rate_basis_points, l.commission_kobo
       from agent_commission_lines l left join users u on u.id = l.player_id
      where l.statement_id = $1 order by l.line_index`,
    [row.id],
  )
  const of = (kind: LineRow['kind']) => lines.rows.filter((line) => line.kind === kind)
  const ticket = (line: LineRow) => ({
    betId: line.bet_code!,
    game: line.game!,
    placedAt: line.placed_at!,
    stakeKobo: BigInt(line.stake_kobo),
    rateBasisPoints: line.rate_basis_points!,
    commissionKobo: BigInt(line.commission_kobo!),
  })
  return {
    week,
    sportsLines: of('sports').map((line) => ({ ...ticket(line), selections: line.selections! })),
    numberLines: of('numbers').map(ticket),
    playerLines: of('player').map((line) => ({
      playerId: line.player_id!,
      name: maskedPlayerName(line.full_name!),
      stakesKobo: BigInt(line.stake_kobo),
      winsKobo: BigInt(line.wins_kobo!),
      ngrKobo: BigInt(line.stake_kobo) - BigInt(line.wins_kobo!),
    })),
    ticketsKobo: BigInt(row.tickets_kobo),
    numbersKobo: BigInt(row.numbers_kobo),
    playersNgrKobo: BigInt(row.players_ngr_kobo),
    carriedInKobo: BigInt(row.carried_in_kobo),
    playersKobo: BigInt(row.players_kobo),
    carriedOutKobo: BigInt(row.carried_out_kobo),
    stakesKobo: BigInt(row.stakes_kobo),
    capKobo: BigInt(row.cap_kobo),
    capped: row.capped,
    totalKobo: BigInt(row.paid_kobo),
    paidKobo: BigInt(row.paid_kobo),
    paidAt: row.computed_at,
    entryId: row.entry_id,
  }
}

/** The weeks the agent has stored statements for, newest first, each with what it paid. */
export async function storedWeeks(db: Queryable, agentId: string): Promise<{ week: string; paidKobo: bigint; carriedOutKobo: bigint }[]> {
  const { rows } = await db.query<{ week: string; paid_kobo: string; carried_out_kobo: string }>(
    `select week::text, paid_kobo, carried_out_kobo from agent_commission_statements where agent_id = $1 order by week desc`,
    [agentId],
  )
  return rows.map((row) => ({ week: row.week, paidKobo: BigInt(row.paid_kobo), carriedOutKobo: BigInt(row.carried_out_kobo) }))
}

/** When the agent's statements begin: the Lagos week the agent signed up in. */
export async function agentFirstWeek(db: Queryable, agentId: string): Promise<string> {
  const { rows } = await db.query<{ created_at: Date }>(`select created_at from users where id = $1`, [agentId])
  return lagosWeek(rows[0]!.created_at)
}
