import { z } from 'zod'

export const accountsSettings = z.object({
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  // A session that makes no request for this long ends (ms): its token is refused with 401, as an expired one
  // is. Unset: the web's inactivity logout and its grace, INACTIVITY_TIMEOUT_MS + INACTIVITY_WARNING_MS +
  // SESSION_IDLE_GRACE_MS, read here under the web's names and defaults (the platform gives both services
  // the same settings), so the token ends when the web's session does. See sessionIdleTimeoutMs.
  SESSION_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(30 * 24 * 3_600_000)
    .optional(),
  INACTIVITY_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  INACTIVITY_WARNING_MS: z.coerce.number().int().positive().default(10_000),
  SESSION_IDLE_GRACE_MS: z.coerce.number().int().positive().default(60_000),
  // One-time codes (spec: 6 digits). Lifetime, wrong tries before a code dies, resend limits.
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  OTP_MAX_RESENDS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
  // Each code costs an SMS or an email: most codes (any purpose, any destination) and most signups
  // one client address may ask for in an hour.
  OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  SIGNUP_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // Secret mixed into OTP hashes so a database copy cannot be brute-forced offline; required in production.
  OTP_PEPPER: z.string().default(''),
  // How codes leave, comma-separated: dev (log line + dev mailbox, both channels), smtp (email via
  // nodemailer), sms-http (SMS via a JSON POST to a gateway). E.g. `smtp,sms-http` in production.
  OTP_TRANSPORT: z
    .string()
    .default('dev')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['dev', 'smtp', 'sms-http'])).min(1)),
  SMTP_URL: z.string().optional(),
  OTP_FROM_EMAIL: z.string().default('9ja Lottery <no-reply@9jalottery.ng>'),
  SMS_API_URL: z.string().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z.string().default('9jaLottery'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  // Login failures: per account, per client address, lock length and the added delay per failure.
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(30),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(200),
  // Sign in with Google (decision 022): the OpenID provider's issuer and this site's client there. All three
  // or none; `https://accounts.google.com` for Google, the embedded loopback provider under npm start and tests.
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
})

type IdleSettings = Pick<
  z.infer<typeof accountsSettings>,
  'SESSION_IDLE_TIMEOUT_MS' | 'INACTIVITY_TIMEOUT_MS' | 'INACTIVITY_WARNING_MS' | 'SESSION_IDLE_GRACE_MS'
>

/** The idle limit of the sessions opened now: SESSION_IDLE_TIMEOUT_MS, else the web's inactivity logout and its grace. */
export function sessionIdleTimeoutMs(config: IdleSettings): number {
  return config.SESSION_IDLE_TIMEOUT_MS ?? config.INACTIVITY_TIMEOUT_MS + config.INACTIVITY_WARNING_MS + config.SESSION_IDLE_GRACE_MS
}
