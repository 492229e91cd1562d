import { ensureActiveSeed } from '../src/games/rounds.ts'
import type { BenchScenario } from './bench-kit.ts'

/**
 * Spin It through the HTTP API: POST /agent/spin-multiplier at ₦100, each client its own player
 * (no idempotency key, so every request is a new spin). pgbench runs the same two statements
 * straight against PostgreSQL, prepared as the service's named statements are: the session lookup
 * folded into the nonce advance (src/games/rounds.ts startRound, committed without waiting for the
 * flush) and the one-statement settlement (settleRound) of a losing ₦100 spin.
 * pgbench reads ':word' as a variable even inside literals, hence the spaces in the JSON and the
 * split 'game' || ':' || 'spin-it'.
 */
export function spinItScenario(): BenchScenario {
  return {
    name: 'spin it',
    pgbenchProtocol: 'prepared',
    operation: 'one ₦100 spin settled through the ledger',
    nextRequest(env, clientIndex) {
      const user = env.users[clientIndex % env.users.length]!
      return {
        path: '/agent/spin-multiplier',
        body: JSON.stringify({ token: user.token, betAmount: '100' }),
        headers: { 'content-type': 'application/json' },
      }
    },
    async pgbenchScript(env) {
      for (const user of env.users) await ensureActiveSeed(env.pool, user.userId)
      const house = await env.pool.query<{ code: string; id: string }>(
        `select code, id from ledger_accounts where code in ('house:game_stakes', 'house:game_wins')`,
      )
      const stakes = house.rows.find((row) => row.code === 'house:game_stakes')!.id
      return `\\set uid random(1, ${env.users.length})
with player as (
  select s.user_id from sessions s join users u on u.id = s.user_id
   where u.deposit_code = '9' || lpad(:uid::text, 9, '0') and s.revoked_at is null and s.expires_at > now()
), keyed as (
  select user_id, 'spin-it' || ':' || user_id || ':' || md5(random()::text || clock_timestamp()::text) as idempotency_key from player limit 1
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
       (select row_to_json(f) from (select id, stake_kobo from spin_it_free_spins where user_id = keyed.user_id order by id limit 1) f) as free_spin,
       set_config('synchronous_commit', 'off', true) as commit_mode
  from keyed;
with player as (
  select id from users where deposit_code = '9' || lpad(:uid::text, 9, '0')
), seed as (
  select s.id, s.server_seed_hash, s.client_seed from fairness_seeds s, player where s.user_id = player.id and s.revealed_at is null
), claimed as (
  delete from spin_it_free_spins where id = null::bigint and user_id = (select id from player) returning id
), round as (
  insert into game_rounds (user_id, game, seed_id, server_seed_hash, client_seed, nonce, inputs, outcome,
                           stake_kobo, payout_kobo, free_spin, idempotency_key)
  select player.id, 'spin-it', seed.id, seed.server_seed_hash, seed.client_seed, (random() * 1e15)::bigint,
         '{"betAmount": 100, "stake": 100, "freeSpin": false}', '{"index": 1, "result": "lose"}', 10000, 0, false,
         'pgb-' || md5(random()::text || clock_timestamp()::text)
    from player, seed
   where null::bigint is null or exists (select 1 from claimed)
  on conflict (idempotency_key) do nothing
  returning id, user_id, idempotency_key
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description)
  select 'game' || ':' || 'spin-it', round.idempotency_key, round.user_id, 'Spin It: stake ₦100' from round
  returning id
), wallet as (
  select id from ledger_accounts where user_id = (select id from player)
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select entry.id, p.account_id, p.amount_kobo
    from entry, (
      select (select id from wallet) as account_id, -10000::bigint as amount_kobo
      union all select ${stakes}::bigint, 10000::bigint
    ) p
), granted as (
  insert into spin_it_free_spins (user_id, stake_kobo, granted_by_round)
  select round.user_id, null::bigint, round.id from round where null::bigint is not null
)
select id from round;
`
    },
  }
}
