import { formatKobo } from '@9ja/money'
import { loadConfig } from '../config.ts'
import { createPool } from '../db/pool.ts'
import { createLogger } from '../logger.ts'
import { ShiftedClock } from '../time/clock.ts'
import { platformClock, storedOffsetMs } from '../time/control.ts'
import { payDueCommissions } from './commission-run.ts'

/**
 * `npm run agents:commission -w wallet-service`: pays every agent's commission due now (each closed week
 * not paid yet), as the service's Monday run does, for an operator who cannot wait for it. Safe beside
 * the running service and after a run that was killed: each agent's week is paid once.
 */
const config = loadConfig()
const pool = createPool(config.WALLET_DATABASE_URL, 2)
try {
  const clock = platformClock(config)
  // Test mode: the platform's moved clock, as the service reads it at start.
  if (clock instanceof ShiftedClock) clock.advanceTo(await storedOffsetMs(pool))
  const run = await payDueCommissions({ pool, clock, config, logger: createLogger(config) })
  console.log(`wallet-service: agents commission: ${run.statements} statement(s) stored, ${formatKobo(run.paidKobo)} paid`)
} finally {
  await pool.end()
}
