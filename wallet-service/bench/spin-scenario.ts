import { hashToken } from '../src/accounts/session-auth.ts'
import { ensureActiveSeed, SETTLE_ROUNDS_SQL, START_ROUNDS_SQL } from '../src/games/rounds.ts'
import { bindParameters, type BenchScenario } from './bench-kit.ts'

/**
 * Spin It through the HTTP API: POST /agent/spin-multiplier at ₦100, each client its own player
 * (no idempotency key, so every request is a new spin). The service batches concurrent rounds
 * into shared statements (src/games/rounds.ts, GameRounds).
 *
 * pgbench runs the service's own two statements (START_ROUNDS_SQL, then SETTLE_ROUNDS_SQL with
 * what the first answered, through \gset), prepared as the service's named statements are, ONE
 * round per statement: the unbatched SQL cost of a losing ₦100 spin. The HTTP/pgbench ratio is
 * then what batching gains, less what HTTP and Node cost.
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
      const houseId = (code: string) => house.rows.find((row) => row.code === code)!.id
      const tokenHashes = env.users.map((user) => `\\\\x${hashToken(user.token).toString('hex')}`).join(',')
      const start = bindParameters(START_ROUNDS_SQL, {
        1: `array[('{${tokenHashes}}'::bytea[])[:uid]]`,
        2: 'array[null::bigint]',
        3: `array['spin-it']`,
        4: 'array[md5(random()::text || clock_timestamp()::text)]',
        5: 'array[true]',
        // The instant the player's session is judged live at: the service passes its clock's.
        6: 'now()',
      })
      const settle = bindParameters(SETTLE_ROUNDS_SQL, {
        1: 'array[:user_id::bigint]',
        2: `array['spin-it']`,
        3: `array[(:seed::json->>'id')::bigint]`,
        4: `array[:seed::json->>'server_seed_hash']`,
        5: `array[:seed::json->>'client_seed']`,
        6: `array[(:seed::json->>'nonce')::bigint]`,
        7: `array['{"betAmount": 100, "stake": 100, "freeSpin": false}']`,
        8: `array['{"index": 1, "result": "lose"}']`,
        9: 'array[10000]',
        10: 'array[0]',
        11: 'array[null::bigint]',
        12: 'array[:idempotency_key::text]',
        13: `array['game' || ':' || 'spin-it']`,
        14: `array['Spin It: stake ₦100']`,
        15: 'array[null::bigint]',
        16: houseId('house:game_stakes'),
        17: houseId('house:game_wins'),
        // The instant the stake is judged against the player's limits at: the service passes its clock's.
        18: 'now()',
        19: `array['spinStake']`,
        20: `array['{"game": "Spin It", "stake": "₦100"}'::jsonb]`,
      })
      return `\\set uid random(1, ${env.users.length})\n${start} \\gset\n${settle};\n`
    },
  }
}
