import { hashToken, liveSessionUserIdSql, sessionInvalid } from '../accounts/session-auth.ts'
import type { Queryable } from '../db/queryable.ts'
import { loadHouseAccounts, translateLedgerError } from '../ledger/ledger.ts'
import { hashServerSeed, newClientSeed, newServerSeed } from './fairness/rng.ts'

/**
 * The two round trips every game round makes (no explicit transaction):
 *   1. startRound: resolve the player (a session token, or a user id already known), find an earlier
 *      round with the same idempotency key, else take the next nonce of the player's active seed
 *      (and, for Spin It, peek at a held free spin);
 *   2. settleRound: the round row, the ledger entry (stake debit + win credit, one entry) and a
 *      granted free spin, all written by ONE statement so they stand or fall together.
 *
 * settleRound writes journal_entries and postings itself rather than through postEntry because
 * postEntry cannot share its statement with the round row; it follows postEntry's rules exactly
 * (balanced postings, the database trigger refuses overdrafts, same error translation).
 * A refused bet leaves a gap in the nonce sequence, which verification does not mind.
 */
export type ActiveSeed = { id: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }
export type StoredRound = {
  id: number
  inputs: unknown
  outcome: unknown
  stake_kobo: number
  payout_kobo: number
  free_spin: boolean
}
export type RoundStart = { userId: string; idempotencyKey: string } & (
  | { kind: 'replay'; round: StoredRound }
  | { kind: 'new'; seed: ActiveSeed; freeSpin: { id: number; stakeKobo: bigint } | null }
)
/** Who plays: the token of the request's session (resolved in the same statement), or a known user. */
export type RoundPlayer = { sessionToken: string } | { userId: string }

type StartRow = {
  user_id: string
  idempotency_key: string
  existing: StoredRound | null
  seed: { id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number } | null
  free_spin: { id: number; stake_kobo: number } | null
}

/**
 * Starts a round of `game` for the player. The idempotency key is scoped as
 * `<game>:<user id>:<client key>`, so one player's key never finds another player's round.
 * Throws the session refusal when a session token has no live session.
 */
export async function startRound(
  db: Queryable,
  player: RoundPlayer,
  key: { game: string; clientKey: string },
  options: { withFreeSpin: boolean },
): Promise<RoundStart> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // Named, so each connection plans it once. Taking a nonce commits without waiting for the WAL
    // flush (set_config(..., true) lasts to the end of this statement's implicit transaction): a
    // round that uses the nonce commits synchronously later and that flush covers this earlier
    // record; a nonce lost in a crash was never used by a round.
    const { rows } = await db.query<StartRow>({
      name: 'games_start_round',
      text: `with player as (
         ${liveSessionUserIdSql('$1::bytea')}
         union all select $2::bigint where $2::bigint is not null
       ), keyed as (
         select user_id, $3::text || ':' || user_id || ':' || $4::text as idempotency_key from player limit 1
       ), existing as (
         select r.id, r.inputs, r.outcome, r.stake_kobo, r.payout_kobo, r.free_spin
           from game_rounds r join keyed on r.idempotency_key = keyed.idempotency_key
       ), seed as (
         update fairness_seeds set next_nonce = next_nonce + 1
          where user_id = (select user_id from keyed) and revealed_at is null and not exists (select 1 from existing)
         returning id, server_seed, server_seed_hash, client_seed, next_nonce - 1 as nonce
       )
       select keyed.user_id, keyed.idempotency_key,
              (select row_to_json(existing) from existing) as existing,
              (select row_to_json(seed) from seed) as seed,
              (select row_to_json(f) from (
                 select id, stake_kobo from spin_it_free_spins where user_id = keyed.user_id and $5::boolean order by id limit 1
              ) f) as free_spin,
              set_config('synchronous_commit', 'off', true) as commit_mode
         from keyed`,
      values: [
        'sessionToken' in player ? hashToken(player.sessionToken) : null,
        'userId' in player ? player.userId : null,
        key.game,
        key.clientKey,
        options.withFreeSpin,
      ],
    })
    const row = rows[0]
    if (!row) throw sessionInvalid()
    const scope = { userId: row.user_id, idempotencyKey: row.idempotency_key }
    if (row.existing) return { ...scope, kind: 'replay', round: row.existing }
    if (row.seed) {
      return {
        ...scope,
        kind: 'new',
        seed: {
          id: row.seed.id,
          serverSeed: row.seed.server_seed,
          serverSeedHash: row.seed.server_seed_hash,
          clientSeed: row.seed.client_seed,
          nonce: row.seed.nonce,
        },
        freeSpin: row.free_spin ? { id: row.free_spin.id, stakeKobo: BigInt(row.free_spin.stake_kobo) } : null,
      }
    }
    await ensureActiveSeed(db, row.user_id)
  }
  throw new Error('could not open a fairness seed for the player')
}

/** Creates the player's first seed pair; a concurrent creator wins harmlessly. */
export async function ensureActiveSeed(db: Queryable, userId: string): Promise<void> {
  const serverSeed = newServerSeed()
  await db.query(
    `insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4)
     on conflict (user_id) where revealed_at is null do nothing`,
    [userId, serverSeed, hashServerSeed(serverSeed), newClientSeed()],
  )
}

export type Settlement = {
  userId: string
  game: string
  seed: ActiveSeed
  inputs: unknown
  outcome: unknown
  stakeKobo: bigint
  payoutKobo: bigint
  idempotencyKey: string
  entryKind: string
  description: string
  /** The held free spin this round consumes (no stake is debited). */
  consumesFreeSpinId?: number
  /** A free spin of this stake is granted by this round. */
  grantsFreeSpinKobo?: bigint
}

const houseAccountsByDatabase = new WeakMap<object, Promise<Awaited<ReturnType<typeof loadHouseAccounts>>>>()
function houseAccounts(db: Queryable) {
  let accounts = houseAccountsByDatabase.get(db)
  if (!accounts) {
    accounts = loadHouseAccounts(db)
    houseAccountsByDatabase.set(db, accounts)
  }
  return accounts
}

/**
 * Settles a round in one statement. Returns the new round id, or null when nothing was written:
 * the idempotency key already has a round (a concurrent retry) or the free spin was taken by a
 * concurrent round. Throws InsufficientFundsError when the wallet cannot cover the stake.
 */
export async function settleRound(db: Queryable, settlement: Settlement): Promise<number | null> {
  const house = await houseAccounts(db)
  try {
    // Named, so each connection plans this statement once.
    const { rows } = await db.query<{ id: number }>({
      name: 'games_settle_round',
      text: `with claimed as (
         delete from spin_it_free_spins where id = $11::bigint and user_id = $1 returning id
       ), round as (
         insert into game_rounds (user_id, game, seed_id, server_seed_hash, client_seed, nonce, inputs, outcome,
                                  stake_kobo, payout_kobo, free_spin, idempotency_key)
         select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::bigint is not null, $12
          where $11::bigint is null or exists (select 1 from claimed)
         on conflict (idempotency_key) do nothing
         returning id
       ), entry as (
         insert into journal_entries (kind, idempotency_key, user_id, description)
         select $13, $12, $1, $14 from round where $9::bigint > 0 or $10::bigint > 0
         returning id
       ), wallet as (
         select id from ledger_accounts where user_id = $1
       ), written as (
         insert into postings (entry_id, account_id, amount_kobo)
         select entry.id, p.account_id, p.amount_kobo
           from entry, (
             select (select id from wallet) as account_id, -$9::bigint as amount_kobo where $9::bigint > 0
             union all select $15::bigint, $9::bigint where $9::bigint > 0
             union all select $16::bigint, -$10::bigint where $10::bigint > 0
             union all select (select id from wallet), $10::bigint where $10::bigint > 0
           ) p
       ), granted as (
         insert into spin_it_free_spins (user_id, stake_kobo, granted_by_round)
         select $1, $17::bigint, round.id from round where $17::bigint is not null
       )
       select id from round`,
      values: [
        settlement.userId,
        settlement.game,
        settlement.seed.id,
        settlement.seed.serverSeedHash,
        settlement.seed.clientSeed,
        settlement.seed.nonce,
        JSON.stringify(settlement.inputs),
        JSON.stringify(settlement.outcome),
        settlement.stakeKobo.toString(),
        settlement.payoutKobo.toString(),
        settlement.consumesFreeSpinId ?? null,
        settlement.idempotencyKey,
        settlement.entryKind,
        settlement.description,
        house['house:game_stakes'],
        house['house:game_wins'],
        settlement.grantsFreeSpinKobo?.toString() ?? null,
      ],
    })
    return rows[0] ? Number(rows[0].id) : null
  } catch (error) {
    throw translateLedgerError(error)
  }
}

export async function findRoundByKey(db: Queryable, idempotencyKey: string): Promise<StoredRound | null> {
  const { rows } = await db.query<StoredRound>(
    `select id, inputs, outcome, stake_kobo::float8 as stake_kobo, payout_kobo::float8 as payout_kobo, free_spin
       from game_rounds where idempotency_key = $1`,
    [idempotencyKey],
  )
  return rows[0] ?? null
}
