import { z } from 'zod'

/** The key the development HMAC of cash-out codes uses; refused in production. */
export const DEVELOPMENT_CASH_OUT_CODE_KEY = 'agent-cash-out-code-key-for-development-only'

/** Agents' cash-in and cash-out (src/agents/cash-*.ts), documented in the root .env.example. */
export const agentCashSettings = z.object({
  /**
   * The anti-money-laundering cash limit (2022 Act: ₦5,000,000 for a person): most cash one person may
   * move through agents in a Lagos day, cash-ins and cash-outs together, in naira.
   */
  AGENT_CASH_LIMIT_NAIRA: z.coerce.number().int().min(1).default(5_000_000),
  /** How long a player's cash-out code can be paid at an agent's shop, in minutes; its hold is released after. */
  AGENT_CASH_OUT_CODE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** The wrong code that voids a cash-out request (its hold goes back to the wallet): the fifth by default. */
  AGENT_CASH_OUT_MAX_WRONG_CODES: z.coerce.number().int().min(1).max(20).default(5),
  /** How often expired cash-out requests are looked for and their holds released (real time; due judged by the clock). */
  AGENT_CASH_OUT_RELEASE_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Key of the HMAC that makes a cash-out's 6-digit code from its reference (so a retry of the request is
   * answered the same code) and that the code is kept as: the code itself is never stored. At least 32
   * characters in production.
   */
  AGENT_CASH_OUT_CODE_KEY: z.string().min(16).default(DEVELOPMENT_CASH_OUT_CODE_KEY),
})
