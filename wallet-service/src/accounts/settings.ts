import { z } from 'zod'

export const accountsSettings = z.object({
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
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
})
