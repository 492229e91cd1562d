import { ensureActiveSeed } from '../src/games/rounds.ts'
import type { BenchScenario } from './bench-kit.ts'

/**
 * Spin It through the HTTP API: POST /agent/spin-multiplier at ₦100, each client its own player
 * (no idempotency key, so every request is a new spin). pgbench runs the same three statements
 * straight against PostgreSQL: the session lookup, the nonce advance (src/games/rounds.ts
 * startRound, committed without waiting for the flush) and the one-statement settlement (settleRound) of a losing ₦100 spin.
 */
export function spinItScenario(): BenchScenario {
  return {
    name: 'spin it',
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
select u.id, u.public_id, u.user_type, u.full_name from users u join sessions s on s.user_id = u.id
 where u.deposit_code = '9' || lpad(:uid::text, 9, '0') and s.revoked_at is null and s.expires_at > now() limit 1;
begin;
set local synchronous_commit = off;
with existing as (
  select id from game_rounds where idempotency_key = 'pgb-none'
), seed as (
  update fairness_seeds set next_nonce = next_nonce + 1
   where user_id = (select id from users where deposit_code = '9' || lpad(:uid::text, 9, '0')) and revealed_at is null
     and not exists (select 1 from existing)
  returning id, server_seed_hash, client_seed, next_nonce - 1 as nonce
)
select (select row_to_json(seed) from seed),
       (select row_to_json(f) from (select id, stake_kobo from spin_it_free_spins
         where user_id = (select id from users where deposit_code = '9' || lpad(:uid::text, 9, '0')) order by id limit 1) f);
commit;
with player as (
  select id from users where deposit_code = '9' || lpad(:uid::text, 9, '0')
), seed as (
  select s.id, s.server_seed_hash, s.client_seed, s.next_nonce from fairness_seeds s, player where s.user_id = player.id and s.revealed_at is null
), round as (
  insert into game_rounds (user_id, game, seed_id, server_seed_hash, client_seed, nonce, inputs, outcome, stake_kobo, payout_kobo, free_spin, idempotency_key)
  select player.id, 'spin-it', seed.id, seed.server_seed_hash, seed.client_seed, (random() * 1e15)::bigint,
         '{"betAmount":100}', '{"index":1,"result":"lose"}', 10000, 0, false, 'pgb-' || md5(random()::text || clock_timestamp()::text)
    from player, seed
  returning id, user_id, idempotency_key
), entry as (
  insert into journal_entries (kind, idempotency_key, user_id, description)
  select 'game:spin-it', round.idempotency_key, round.user_id, 'Spin It: stake ₦100' from round returning id
), written as (
  insert into postings (entry_id, account_id, amount_kobo)
  select entry.id, x.account_id, x.amount_kobo from entry,
    (values ((select id from ledger_accounts where user_id = (select id from player)), -10000::bigint), (${stakes}::bigint, 10000::bigint)) as x(account_id, amount_kobo)
)
select id from round;
`
    },
  }
}
