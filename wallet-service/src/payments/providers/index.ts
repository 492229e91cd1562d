import type { Config } from '../../config.ts'
import type { Pool } from '../../db/pool.ts'
import { PaystackBank } from './paystack.ts'
import { SandboxBank } from './sandbox.ts'
import type { BankProvider } from './types.ts'

/** The bank provider PAYMENT_PROVIDER names. The sandbox never runs in production. */
export function createBankProvider(config: Config, pool: Pool): BankProvider {
  if (config.PAYMENT_PROVIDER === 'paystack') return new PaystackBank(pool, config)
  if (config.NODE_ENV === 'production') {
    throw new Error('wallet-service: PAYMENT_PROVIDER=sandbox is not allowed when NODE_ENV=production')
  }
  return new SandboxBank(pool, config)
}
