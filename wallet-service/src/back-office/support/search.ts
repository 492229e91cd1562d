import { z } from 'zod'
import type { Queryable } from '../../db/queryable.ts'
import { normalizeIdentifier } from '../../accounts/validation.ts'
import { BET_CODE_LENGTH, normaliseCode } from '../../games/scheduled/codes.ts'

export const MOST_PLAYERS_FOUND = 50

export const playerSearchQuery = z.object({
  q: z
    .string({ error: 'Type a phone number, email, name, deposit code or bet ID.' })
    .trim()
    .min(1, 'Type a phone number, email, name, deposit code or bet ID.')
    .max(120, 'Keep the search under 120 characters.'),
})

export type BetFamily = 'instant' | 'crash' | 'sports' | 'numbers'
type MatchedBy = 'phone' | 'email' | 'name' | 'deposit-code' | 'bet'
export type PlayerMatch = { by: MatchedBy; bet: { family: BetFamily; id: string; game: string | null } | null }
export type PlayerFound = {
  id: string
  fullName: string
  phoneNumber: string
  email: string
  type: 'individual' | 'agent' | 'admin'
  matches: PlayerMatch[]
}

/** `%` and `_` typed in a name are letters, not ILIKE's wildcards. */
const likePart = (text: string) => `%${text.replace(/[\\%_]/g, (letter) => `\\${letter}`)}%`

/**
 * What a typed query can be: a phone number as people type it (080…, +234…, 234…, or without its 0), an
 * email, a deposit code (10 digits), the number of an instant round or a crash bet (what My Bets and
 * the fairness page show for those), a bet code of the virtual sports or the number games (Check Bet's),
 * and always a part of a name.
 */
function searchKeys(query: string) {
  const identifier = normalizeIdentifier(query)
  const digits = query.replace(/[\s-]/g, '')
  const phones = identifier.kind === 'phone' ? [identifier.value] : /^[1-9][0-9]{9}$/.test(digits) ? [`0${digits}`] : []
  return {
    phones,
    email: identifier.kind === 'email' ? identifier.value : null,
    depositCode: /^[0-9]{10}$/.test(digits) ? digits : null,
    numericBetId: /^[0-9]{1,18}$/.test(digits) ? digits : null,
    betCode: normaliseCode(query, BET_CODE_LENGTH),
    name: likePart(query),
  }
}

/**
 * Every way one query finds players: exact keys first, then names (in name order). A player found by
 * several keys is one result listing each; at most MOST_PLAYERS_FOUND players.
 */
const SEARCH_SQL = `with found as (
  select id as user_id, 'phone' as matched_by, null as family, null as bet_id, null as game, 1 as rank
    from users where phone_number = any($1::text[])
  union all
  select id, 'email', null, null, null, 1 from users where lower(email) = $2::text
  union all
  select id, 'deposit-code', null, null, null, 1 from users where deposit_code = $3::text
  union all
  select user_id, 'bet', 'instant', id::text, game, 1 from game_rounds where id = $4::bigint
  union all
  select b.user_id, 'bet', 'crash', b.id::text, r.game, 1 from crash_bets b join crash_rounds r on r.id = b.round_id where b.id = $4::bigint
  union all
  select b.user_id, 'bet', 'sports', b.code,
         (select e.game from sports_bet_legs l join sports_events e on e.id = l.event_id where l.bet_id = b.id order by l.leg_index limit 1), 1
    from sports_bets b where b.code = $5::text
  union all
  select user_id, 'bet', 'numbers', code, game, 1 from number_bets where code = $5::text
  union all
  select id, 'name', null, null, null, 2 from (select id from users where full_name ilike $6 order by full_name, id limit $7) named
)
select u.public_id, u.full_name, u.phone_number, u.email, u.user_type, f.matched_by, f.family, f.bet_id, f.game
  from found f join users u on u.id = f.user_id
 order by f.rank, u.full_name, u.id`

export async function searchPlayers(db: Queryable, query: string): Promise<PlayerFound[]> {
  const keys = searchKeys(query)
  const { rows } = await db.query<{
    public_id: string
    full_name: string
    phone_number: string
    email: string
    user_type: PlayerFound['type']
    matched_by: MatchedBy
    family: BetFamily | null
    bet_id: string | null
    game: string | null
  }>(SEARCH_SQL, [keys.phones, keys.email, keys.depositCode, keys.numericBetId, keys.betCode, keys.name, MOST_PLAYERS_FOUND])
  const players = new Map<string, PlayerFound>()
  for (const row of rows) {
    const match: PlayerMatch = {
      by: row.matched_by,
      bet: row.family && row.bet_id ? { family: row.family, id: row.bet_id, game: row.game } : null,
    }
    const known = players.get(row.public_id)
    if (known) {
      known.matches.push(match)
      continue
    }
    if (players.size === MOST_PLAYERS_FOUND) continue
    players.set(row.public_id, {
      id: row.public_id,
      fullName: row.full_name,
      phoneNumber: row.phone_number,
      email: row.email,
      type: row.user_type,
      matches: [match],
    })
  }
  return [...players.values()]
}
