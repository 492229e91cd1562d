import { randomBytes } from 'node:crypto'
import { CREDIT_BANK_DEPOSITS_SQL } from '../src/payments/bank-deposit-credits.ts'
import { paystackSignature } from '../src/payments/providers/paystack-events.ts'
import { loadHouseAccounts } from '../src/ledger/ledger.ts'
import { bindParameters, type BenchScenario } from './bench-kit.ts'
import { description, englishText } from '../src/ledger/descriptions.ts'

/**
 * A bank deposit exactly as production receives it: a provider webhook, signed, verified, put in
 * the inbox and credited. The service batches concurrent deliveries into shared statements
 * (src/payments/bank-deposit-credits.ts, BankDepositCredits).
 *
 * pgbench runs the service's own statement (CREDIT_BANK_DEPOSITS_SQL), prepared as the service's
 * named statement is, ONE deposit per statement: the unbatched SQL cost of a deposit.
 */
export function depositWebhookScenario(signingKey: string): BenchScenario {
  let seq = 0
  const prefix = randomBytes(4).toString('hex')
  return {
    name: 'deposit webhook',
    operation: 'signed webhook -> inbox + credit',
    pgbenchProtocol: 'prepared',
    nextRequest(env, clientIndex) {
      const user = env.users[(seq + clientIndex) % env.users.length]!
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          reference: `bench-${prefix}-${seq++}`,
          amount: 10_000,
          currency: 'NGN',
          channel: 'dedicated_nuban',
          authorization: { receiver_bank_account_number: user.depositCode, sender_name: 'BENCH' },
        },
      })
      return {
        path: '/payments/webhooks/sandbox',
        body,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, signingKey) },
      }
    },
    async pgbenchScript(env) {
      const house = await loadHouseAccounts(env.pool)
      // A fresh reference per transaction (pgbench reads ':word' as a variable, hence chr(58) for the colon).
      const reference = `'pgb-${prefix}-' || :ref`
      const credit = bindParameters(CREDIT_BANK_DEPOSITS_SQL, {
        1: `array['sandbox']`,
        2: `array['charge.success' || chr(58) || ${reference}]`,
        3: `array['charge.success']`,
        4: `array[${reference}]`,
        5: `array['9' || lpad(:uid::text, 9, '0')]`,
        6: `array['{}'::jsonb]`,
        7: `array['BENCH']`,
        8: 'array[10000]',
        9: house['house:bank_clearing'],
        10: '5000000',
        11: house['house:kyc_held_deposits'],
        // The instant the deposit counts towards the player's limits at: the service passes its clock's.
        12: 'now()',
        13: `'${englishText(description('depositByBank'))}'`,
        14: `'${englishText(description('depositByBankHeld'))}'`,
      })
      return `\\set uid random(1, ${env.users.length})\n\\set ref random(1, 9000000000000000000)\n${credit};\n`
    },
  }
}
