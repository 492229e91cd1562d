import { z } from 'zod'
import { perGameLayers } from '../per-game-settings.ts'

/** The process-wide settings of the crash games (documented in the root .env.example). */
export const crashSettings = z.object({
  /**
   * `{"*": {...}, "<slug>": {...}}`, resolved per game when the games registry is built (crash/registry-entries.ts):
   * the definition's defaults, then the "*" entry, then the game's own entry.
   */
  CRASH_GAME_SETTINGS: perGameLayers('{"*": {"pauseMs": 3000}}'),
  /** on: this process competes to run the games' loops; off: it only answers requests. */
  CRASH_RUNNERS: z.enum(['on', 'off']).default('on'),
  /**
   * The waiting processes take a game over the moment its runner's session ends; this is how soon
   * PostgreSQL drops a wait whose process is gone, and how soon a runner that lost its lock
   * connection connects again.
   */
  CRASH_LEADER_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How often, during a flight, the runner pays auto cash-outs and checks the round's payout cap. */
  CRASH_TICK_MS: z.coerce.number().int().min(10).max(1000).default(100),
  /**
   * Most bets (or cash-outs) one statement writes. Larger than a spin's batch: a round's cash-outs
   * come in bursts (everyone leaves near the same multiplier) and share one statement's fixed costs.
   */
  CRASH_MAX_BATCH: z.coerce.number().int().min(1).max(1000).default(100),
  /** How long after a crash the remaining bets are settled as lost (late-processed in-time cash-outs are still paid). */
  CRASH_SETTLE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
})
