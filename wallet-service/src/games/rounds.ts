import type { Logger } from 'pino'
import { hashServerSeed, newClientSeed, newServerSeed } from '@9ja/fairness/node'
import { hashToken, liveSessionUserIdSql, sessionInvalid } from '../accounts/session-auth.ts'
import { BatchQueue, BatchQueueBusyError, type BatchQueueBounds, type BatchQueueLimits } from '../db/batch-queue.ts'
import { DomainError } from '../domain-error.ts'
import type { Queryable } from '../db/queryable.ts'
import { InsufficientFundsError, loadHouseAccounts, translateLedgerError } from '../ledger/ledger.ts'
import { protectionRefusal } from '../protection/refusals.ts'
import { protectionGuardSql, protectionRefusalSql, protectionTallySql, type ProtectionCode } from '../protection/sql.ts'
import type { Clock } from '../time/clock.ts'
import { storedDescriptions, type Description } from '../ledger/descriptions.ts'

/**
 * The two statements every game round goes through, each shared with concurrent rounds (no explicit
 * transaction):
 *   1. startRounds: resolve the player (a session token, or a user id already known), find an earlier
 *      round with the same idempotency key, else take the next nonce of the player's active seed
 *      (and, for a game that spends them, peek at a held free round of that game);
 *   2. settleRounds: the round rows, their ledger entries (stake debit + win credit, one entry a
 *      round) and granted free rounds, all written by ONE statement for a batch of rounds, so each
 *      round stands or falls whole (GameRounds forms the batches from concurrent requests).
 *
 * settleRounds writes journal_entries and postings itself rather than through postEntry because
 * postEntry cannot share its statement with the round rows; it follows postEntry's rules exactly
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
  free_round: boolean
}
export type RoundStart = { userId: string; idempotencyKey: string } & (
  { kind: 'replay'; round: StoredRound } | { kind: 'new'; seed: ActiveSeed; freeRound: { id: number; stakeKobo: bigint } | null }
)
/** Who plays: the token of the request's session (resolved in the same statement), or a known user. */
export type RoundPlayer = { sessionToken: string } | { userId: string }

/**
 * One round to start: who plays, the game (its slug), the client's idempotency key, and whether a
 * held free round of that game is spent first.
 */
export type RoundRequest = { player: RoundPlayer; game: string; clientKey: string; withFreeRound: boolean }
/** What starting a round found: no live session, no active seed yet, a round already settled under the key, or a new round. */
export type StartResult = { kind: 'no-session' } | { kind: 'no-seed'; userId: string } | RoundStart

type StartRow = {
  ord: string
  user_id: string | null
  idempotency_key: string | null
  existing: StoredRound | null
  seed: { id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number } | null
  free_round: { id: number; stake_kobo: number } | null
}

/**
 * Starts a batch of rounds in ONE statement. The idempotency key is scoped as
 * `<game>:<user id>:<client key>`, so one player's key never finds another player's round; a key
 * with a round answers it; every other round takes the next nonce of its player's active seed (a
 * player with several rounds in the batch takes consecutive nonces with one update). Seeds are
 * locked in id order, so two batches never deadlock.
 * The statement commits without waiting for the WAL flush (set_config(..., true) lasts to the end
 * of its implicit transaction): a round that uses a nonce commits synchronously later and that
 * flush covers this earlier record; a nonce lost in a crash was never used by a round.
 */
export const START_ROUNDS_SQL = `with item as (
  select * from unnest($1::bytea[], $2::bigint[], $3::text[], $4::text[], $5::boolean[])
    with ordinality as i(token_hash, known_user_id, game, client_key, with_free_round, ord)
), keyed as (
  select item.ord, player.user_id, item.game, item.with_free_round,
         item.game || ':' || player.user_id || ':' || item.client_key as idempotency_key
    from item
   cross join lateral (
     ${liveSessionUserIdSql('item.token_hash', '$6::timestamptz')}
     union all select item.known_user_id where item.known_user_id is not null
     limit 1
   ) player
), existing as (
  select keyed.ord, r.* from keyed cross join lateral (
    select id, inputs, outcome, stake_kobo, payout_kobo, free_round from game_rounds where idempotency_key = keyed.idempotency_key limit 1
  ) r
), fresh as (
  select * from keyed where ord not in (select ord from existing)
), wanted as (
  select user_id, count(*) as nonces from fresh group by user_id
), locked as (
  select s.id, wanted.nonces from fairness_seeds s join wanted using (user_id)
   where s.user_id = any (array(select user_id from wanted)) and s.revealed_at is null
   order by s.id for no key update of s
), seed as (
  update fairness_seeds s set next_nonce = s.next_nonce + (select nonces from locked where locked.id = s.id)
   where s.id = any (array(select id from locked))
  returning s.id, s.user_id, s.server_seed, s.server_seed_hash, s.client_seed,
            s.next_nonce - (select nonces from locked where locked.id = s.id) as first_nonce
), free_round_order as (
  -- A player's rounds of one game in a batch each peek a different held free round (the 1st the
  -- oldest, the 2nd the next...), so they do not all claim the same one and all but one start again.
  select ord, row_number() over (partition by user_id, game order by ord) as free_round_rank from fresh where with_free_round
), numbered as (
  select fresh.ord, seed.id, seed.server_seed, seed.server_seed_hash, seed.client_seed,
         seed.first_nonce + row_number() over (partition by fresh.user_id order by fresh.ord) - 1 as nonce
    from fresh join seed using (user_id)
)
select item.ord, keyed.user_id, keyed.idempotency_key,
       (select row_to_json(e) from (select id, inputs, outcome, stake_kobo, payout_kobo, free_round from existing where existing.ord = item.ord) e) as existing,
       (select row_to_json(n) from (select id, server_seed, server_seed_hash, client_seed, nonce from numbered where numbered.ord = item.ord) n) as seed,
       (select row_to_json(f) from (
          select id, stake_kobo from free_rounds where user_id = keyed.user_id and game = keyed.game and keyed.with_free_round
           order by id offset (select free_round_rank - 1 from free_round_order where free_round_order.ord = item.ord) limit 1
        ) f) as free_round,
       set_config('synchronous_commit', 'off', true) as commit_mode
  from item left join keyed using (ord)
 order by item.ord`

/**
 * Starts `requests` in one statement (see START_ROUNDS_SQL), their sessions judged `at` (the clock's
 * instant); results come back in the same order.
 */
export async function startRounds(db: Queryable, requests: RoundRequest[], at: Date): Promise<StartResult[]> {
  // Named, so each connection plans this statement once.
  const { rows } = await db.query<StartRow>({
    name: 'games_start_rounds',
    text: START_ROUNDS_SQL,
    values: [
      requests.map(({ player }) => ('sessionToken' in player ? hashToken(player.sessionToken) : null)),
      requests.map(({ player }) => ('userId' in player ? player.userId : null)),
      requests.map((request) => request.game),
      requests.map((request) => request.clientKey),
      requests.map((request) => request.withFreeRound),
      at,
    ],
  })
  return rows.map((row): StartResult => {
    if (row.user_id === null || row.idempotency_key === null) return { kind: 'no-session' }
    const scope = { userId: String(row.user_id), idempotencyKey: row.idempotency_key }
    if (row.existing) return { ...scope, kind: 'replay', round: row.existing }
    if (!row.seed) return { kind: 'no-seed', userId: scope.userId }
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
      freeRound: row.free_round ? { id: row.free_round.id, stakeKobo: BigInt(row.free_round.stake_kobo) } : null,
    }
  })
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
  description: Description
  /** The held free round (of this round's game) this round consumes (no stake is debited). */
  consumesFreeRoundId?: number
  /** A free round of this game, of this stake, is granted by this round. */
  grantsFreeRoundKobo?: bigint
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
 * What became of one settlement of a batch: its new round, `refused` by the player's break or loss
 * limit, `uncovered` when the wallet could not cover its stake (after the batch's earlier stakes of
 * the same player), or `not-written` when the idempotency key already has a round (a concurrent
 * retry) or its free round was taken.
 */
export type SettlementResult =
  { kind: 'settled'; roundId: number } | { kind: 'refused'; code: ProtectionCode } | { kind: 'uncovered' } | { kind: 'not-written' }

/**
 * Settles a batch of rounds in ONE statement: every round row, its ledger entry (stake debit and win
 * credit) and any granted free round stand or fall together, and the ledger trigger runs once for
 * the whole batch. The players' wallets are locked first, in id order, and everything else a
 * round locks belongs to its player and is reached through the wallet's row (so two batches never
 * deadlock, and a player's settlements are serialised). A round is written only when its wallet
 * covers the stakes of that player's rounds up to it, and the player's protection row (locked after
 * the wallets) lets them stake that much at $18: one short wallet or one limit never fails the batch.
 * The rounds written are counted into the players' loss totals (stake less payout) and stamped with
 * $18 (the recent wins show when a round was won). A claimed free round whose round is not written is put back.
 */
export const SETTLE_ROUNDS_SQL = `with item as (
  select * from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::jsonb[], $8::jsonb[],
                       $9::bigint[], $10::bigint[], $11::bigint[], $12::text[], $13::text[], $14::text[], $15::bigint[], $19::text[], $20::jsonb[])
    with ordinality as i(user_id, game, seed_id, server_seed_hash, client_seed, nonce, inputs, outcome,
                         stake_kobo, payout_kobo, free_round_id, idempotency_key, entry_kind, description, grants_free_round_kobo,
                         description_key, description_params, ord)
), wallet as (
  select id, user_id, balance_kobo from ledger_accounts
   where user_id = any (array(select user_id from item))
   order by id for no key update
), guard as (
  ${protectionGuardSql('wallet')}
), claimed as (
  delete from free_rounds f
   where f.id = any (array(select item.free_round_id from item join wallet using (user_id) where item.free_round_id is not null))
     and exists (select 1 from item where item.free_round_id = f.id and item.user_id = f.user_id and item.game = f.game)
  returning f.*
), candidate as (
  select item.*, wallet.id as wallet_id, wallet.balance_kobo,
         row_number() over (partition by item.idempotency_key order by item.ord) as key_rank,
         row_number() over (partition by item.free_round_id order by item.ord) as free_round_rank
    from item join wallet using (user_id)
   where item.free_round_id is null or item.free_round_id in (select id from claimed)
), checked as (
  select candidate.*,
         stake_kobo = 0 or sum(stake_kobo) over earlier <= balance_kobo as covered,
         ${protectionRefusalSql('guard', 'stake', 'sum(stake_kobo) over earlier', 'stake_kobo', '$18::timestamptz')} as refusal
    from candidate left join guard using (user_id) where key_rank = 1 and (free_round_id is null or free_round_rank = 1)
  window earlier as (partition by user_id order by ord)
), round as (
  insert into game_rounds (user_id, game, seed_id, server_seed_hash, client_seed, nonce, inputs, outcome,
                           stake_kobo, payout_kobo, free_round, idempotency_key, created_at)
  select user_id, game, seed_id, server_seed_hash, client_seed, nonce, inputs, outcome,
         stake_kobo, payout_kobo, free_round_id is not null, idempotency_key, $18::timestamptz
    from checked where covered and refusal is null order by ord
  on conflict (idempotency_key) do nothing
  returning id, idempotency_key
), settled as (
  select checked.*, round.id as round_id from checked join round using (idempotency_key)
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description, description_key, description_params)
  select entry_kind, idempotency_key, user_id, description, description_key, description_params
    from settled where stake_kobo > 0 or payout_kobo > 0
  returning id, idempotency_key
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select entry.id, p.account_id, p.amount_kobo
    from entry join settled using (idempotency_key)
   cross join lateral (values (settled.wallet_id, -settled.stake_kobo), ($16::bigint, settled.stake_kobo),
                              ($17::bigint, -settled.payout_kobo), (settled.wallet_id, settled.payout_kobo)) p(account_id, amount_kobo)
   where p.amount_kobo <> 0
), granted as (
  insert into free_rounds (user_id, game, stake_kobo, granted_by_round)
  select user_id, game, grants_free_round_kobo, round_id from settled where grants_free_round_kobo is not null
), restored as (
  insert into free_rounds (id, user_id, game, stake_kobo, granted_by_round, created_at)
  select id, user_id, game, stake_kobo, granted_by_round, created_at from claimed
   where id not in (select free_round_id from settled where free_round_id is not null)
), flows as (
  select user_id, 0::bigint as deposited_kobo, sum(stake_kobo - payout_kobo)::bigint as lost_kobo
    from settled where user_id in (select user_id from guard) group by user_id
), tallied as (
  ${protectionTallySql('flows', '$18::timestamptz')}
)
select item.ord, settled.round_id, checked.covered, checked.refusal
  from item left join checked using (ord) left join settled using (ord)
 order by item.ord`

/**
 * Settles `settlements` in one statement (see SETTLE_ROUNDS_SQL) at `at` (the service's clock);
 * results come back in the same order.
 */
export async function settleRounds(db: Queryable, settlements: Settlement[], at: Date): Promise<SettlementResult[]> {
  const house = await houseAccounts(db)
  const column = <T>(pick: (settlement: Settlement) => T) => settlements.map(pick)
  const descriptions = storedDescriptions(column((s) => s.description))
  try {
    // Named, so each connection plans this statement once.
    const { rows } = await db.query<{ ord: string; round_id: string | null; covered: boolean | null; refusal: ProtectionCode | null }>({
      name: 'games_settle_rounds',
      text: SETTLE_ROUNDS_SQL,
      values: [
        column((s) => s.userId),
        column((s) => s.game),
        column((s) => s.seed.id),
        column((s) => s.seed.serverSeedHash),
        column((s) => s.seed.clientSeed),
        column((s) => s.seed.nonce),
        column((s) => JSON.stringify(s.inputs)),
        column((s) => JSON.stringify(s.outcome)),
        column((s) => s.stakeKobo.toString()),
        column((s) => s.payoutKobo.toString()),
        column((s) => s.consumesFreeRoundId ?? null),
        column((s) => s.idempotencyKey),
        column((s) => s.entryKind),
        descriptions.text,
        column((s) => s.grantsFreeRoundKobo?.toString() ?? null),
        house['house:game_stakes'],
        house['house:game_wins'],
        at,
        descriptions.key,
        descriptions.params,
      ],
    })
    return rows.map((row): SettlementResult => {
      if (row.round_id !== null) return { kind: 'settled', roundId: Number(row.round_id) }
      if (row.refusal !== null) return { kind: 'refused', code: row.refusal }
      return row.covered === false ? { kind: 'uncovered' } : { kind: 'not-written' }
    })
  } catch (error) {
    throw translateLedgerError(error)
  }
}

/** Retryable: the player may simply try again (the web shows the message as it is). */
export const gameBusy = () => new DomainError('GAME_BUSY', 'Too many spins at once. Please try again in a moment.', { retryable: true })

function refuseWhenBusy(error: unknown): never {
  throw error instanceof BatchQueueBusyError ? gameBusy() : error
}

/**
 * The games' way to start and settle rounds: concurrent rounds are batched into shared statements
 * (see BatchQueue), one queue for starts and one for settlements, used by every game.
 */
export class GameRounds {
  private readonly starts: BatchQueue<RoundRequest, StartResult>
  private readonly settlements: BatchQueue<Settlement, SettlementResult>

  constructor(
    private readonly db: Queryable,
    private readonly limits: BatchQueueLimits & Required<BatchQueueBounds>,
    logger: Logger,
    private readonly clock: Clock,
  ) {
    const onBatchFailed = (statement: string) => (error: unknown, rounds: number) =>
      logger.warn({ err: error, rounds }, `a batch of round ${statement}s failed; its rounds are run one by one`)
    this.starts = new BatchQueue((requests) => startRounds(db, requests, new Date(clock.now())), {
      ...limits,
      onBatchFailed: onBatchFailed('start'),
    })
    this.settlements = new BatchQueue((items) => settleRounds(db, items, new Date(clock.now())), {
      ...limits,
      // A round its wallet or loss limit did not cover may fit alone: the batch counted the player's earlier stakes first.
      retryAlone: (result) => result.kind === 'uncovered' || result.kind === 'refused',
      onBatchFailed: onBatchFailed('settlement'),
    })
  }

  /** Starts a round (opening the player's first seed if needed). Throws the session refusal when a session token has no live session. */
  async start(request: RoundRequest): Promise<RoundStart> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await this.starts.run(request).catch(refuseWhenBusy)
      if (result.kind === 'no-session') throw sessionInvalid()
      if (result.kind !== 'no-seed') return result
      await ensureActiveSeed(this.db, result.userId)
    }
    throw new Error('could not open a fairness seed for the player')
  }

  /**
   * Settles one round: its id, or null when nothing was written (the idempotency key already has a
   * round, or its free round was taken by a concurrent round). Throws InsufficientFundsError when the
   * wallet cannot cover the stake, and the protection refusal when a break or loss limit forbids it.
   */
  async settle(settlement: Settlement): Promise<number | null> {
    const result = await this.settlements.run(settlement).catch(refuseWhenBusy)
    if (result.kind === 'refused') throw await protectionRefusal(this.db, settlement.userId, result.code, new Date(this.clock.now()))
    if (result.kind === 'uncovered') throw new InsufficientFundsError()
    return result.kind === 'settled' ? result.roundId : null
  }

  /**
   * Plays a round by `attempt` until it answers, for as long as a round may wait (GAMES_ROUND_MAX_WAIT_MS):
   * `attempt` answers null when its round was not written (a concurrent round took its free round) and
   * must start again. Past the wait the player is told the game is busy; nothing was written.
   */
  async untilSettled<Answer>(attempt: () => Promise<Answer | null>): Promise<Answer> {
    const giveUpAt = performance.now() + this.limits.maxWaitMs
    do {
      const answer = await attempt()
      if (answer !== null) return answer
    } while (performance.now() < giveUpAt)
    throw gameBusy()
  }

  /** The round settled under a scoped idempotency key, if any (the rare path after a concurrent retry). */
  async findByKey(idempotencyKey: string): Promise<StoredRound | null> {
    const { rows } = await this.db.query<StoredRound>(
      `select id, inputs, outcome, stake_kobo::float8 as stake_kobo, payout_kobo::float8 as payout_kobo, free_round
         from game_rounds where idempotency_key = $1`,
      [idempotencyKey],
    )
    return rows[0] ?? null
  }
}
