import { z } from 'zod'

const optionalSecret = z.string().min(1).optional()

/** The key the development hash of identity numbers uses; refused in production. */
export const DEVELOPMENT_ID_HASH_KEY = 'kyc-id-hash-key-for-development-only'

/** Identity checks (KYC): which provider answers BVN/NIN lookups, its keys, and the limits around them. */
export const kycSettings = z.object({
  /** Who answers BVN/NIN lookups: the embedded sandbox (by the number's last digit, never in production), dojah or prembly. */
  KYC_PROVIDER: z.enum(['sandbox', 'dojah', 'prembly']).default('sandbox'),
  /**
   * Key of the HMAC that stands for a BVN/NIN in the database (the number itself is never stored). It
   * must never change once numbers are recorded: the one-account-per-person check compares hashes.
   */
  KYC_ID_HASH_KEY: z.string().min(16).default(DEVELOPMENT_ID_HASH_KEY),
  /** Most an unverified wallet may receive in a calendar day (Africa/Lagos), in naira (CBN tier 1); the rest is held until verification. */
  KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA: z.coerce.number().int().min(0).default(50_000),
  /** Most identity checks one player may ask for in a calendar day (each is a paid lookup); outages do not count. */
  KYC_MAX_CHECKS_PER_DAY: z.coerce.number().int().min(1).max(100).default(5),
  /** How long a lookup may take before it counts as an outage (the player is told to try again later). */
  KYC_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** Dojah: API base, app id and secret key (required with KYC_PROVIDER=dojah). */
  DOJAH_BASE_URL: z.url().default('https://api.dojah.io'),
  DOJAH_APP_ID: optionalSecret,
  DOJAH_SECRET_KEY: optionalSecret,
  /** Prembly (IdentityPass): API base, app id and API key (required with KYC_PROVIDER=prembly). */
  PREMBLY_BASE_URL: z.url().default('https://api.prembly.com'),
  PREMBLY_APP_ID: optionalSecret,
  PREMBLY_API_KEY: optionalSecret,
})
