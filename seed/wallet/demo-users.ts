import pg from 'pg'
import { demoLogins } from '../logins.ts'

export type DemoUserLogin = ReturnType<typeof demoLogins>['players'][number] & { referralCode: string }

/** `termsVersion`: the published terms' revision the demo users accept at signup. */
type Options = { walletUrl: string; databaseUrl: string; termsVersion: string; env?: NodeJS.ProcessEnv }

async function call(walletUrl: string, path: string, body: Record<string, unknown>) {
  const response = await fetch(new URL(path, walletUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, json }
}

/** The newest code the wallet-service's development mailbox holds for an address (waits briefly for it). */
async function latestOtp(walletUrl: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(to)}`, walletUrl))
    if (!response.ok)
      throw new Error(
        `seed: the dev outbox answered ${response.status}; demo users need a wallet-service with NODE_ENV other than production`,
      )
    const [message] = (await response.json()) as { otp: string | null }[]
    if (message?.otp) return message.otp
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`seed: no code arrived for ${to}`)
}

/**
 * The operator's service code (issue 24): the first agents sign up with it, since an agent needs the
 * code of an existing agent or an operator's (an `admin` account's). Written once, straight to the
 * database: the operator is no person and never logs in.
 */
const OPERATOR = {
  fullName: '9ja Lottery',
  phone: '07000000000',
  email: 'service-codes@9jalottery.ng',
  serviceCode: 'NJALOTTERY',
  depositCode: '0000000000',
}

async function ensureOperatorServiceCode(db: pg.Client): Promise<string> {
  await db.query(
    `insert into users (user_type, full_name, phone_number, email, referral_code, deposit_code)
     select 'admin', $1, $2, $3, $4, $5 where not exists (select 1 from users where referral_code = $4)`,
    [OPERATOR.fullName, OPERATOR.phone, OPERATOR.email, OPERATOR.serviceCode, OPERATOR.depositCode],
  )
  return OPERATOR.serviceCode
}

/**
 * Creates, once, a demo Agent (signed up with the operator's service code) and the demo Individuals (signed
 * up with the agent's referral code, so the agent's shop has players) through the public API exactly as
 * a person would: signup, the code from the dev mailbox, verify, set password, then the identity check with their sandbox BVN (so the demo can withdraw, and its
 * deposits are not capped). Their emails count as confirmed. Re-running leaves existing demo users as they are, and verifies
 * (and confirms the emails of) any that are not yet (a database from before identity checks or email confirmation).
 */
export async function seedDemoUsers({ walletUrl, databaseUrl, termsVersion, env = process.env }: Options): Promise<DemoUserLogin[]> {
  const [player, agent, ...customers] = demoLogins(env).players
  if (!player || !agent) throw new Error('seed: demo logins are missing')
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const referralCodeOf = async (email: string) =>
      (
        await db.query<{ referral_code: string; ready: boolean }>(
          `select referral_code, password_hash is not null as ready from users where lower(email) = lower($1)`,
          [email],
        )
      ).rows[0]

    const ensure = async (path: string, person: typeof player, extra: Record<string, string>) => {
      if ((await referralCodeOf(person.email))?.ready) return
      const signup = await call(walletUrl, path, {
        fullName: person.fullName,
        phoneNumber: person.phone,
        emailAddress: person.email,
        confirmAdult: true,
        acceptTerms: true,
        termsVersion,
        ...extra,
      })
      if (signup.status !== 201)
        throw new Error(`seed: ${path} for ${person.email} answered ${signup.status}: ${String(signup.json.message)}`)
      const Id = String(signup.json.Id)
      const verify = await call(walletUrl, '/agent/verify-otp', { Id, otp: await latestOtp(walletUrl, person.email) })
      if (verify.status !== 200)
        throw new Error(`seed: verify-otp for ${person.email} answered ${verify.status}: ${String(verify.json.message)}`)
      const set = await call(walletUrl, '/agent/set-password', { password: person.password, ticket: verify.json.ticket })
      if (set.status !== 200) throw new Error(`seed: set-password for ${person.email} answered ${set.status}: ${String(set.json.message)}`)
    }

    const ensureIdentity = async (person: typeof player) => {
      const login = await call(walletUrl, '/agent/login', { userId: person.email, password: person.password })
      const data = login.json.data as { token: string; kycStatus: string } | undefined
      if (login.status !== 200 || !data)
        throw new Error(`seed: login of ${person.email} answered ${login.status}: ${String(login.json.message)}`)
      try {
        if (data.kycStatus === 'verified') return
        const checked = await call(walletUrl, '/agent/kyc/verify', { token: data.token, ...person.identity, consent: true })
        // Only the sandbox provider knows the demo identities: with another one the demo cannot withdraw, which is said, not fatal.
        if ((checked.json.data as { kycStatus?: string } | undefined)?.kycStatus !== 'verified') {
          console.warn(`seed: ${person.email} is not verified (is KYC_PROVIDER the sandbox?): ${String(checked.json.message)}`)
        }
      } finally {
        await call(walletUrl, '/agent/logout', { token: data.token })
      }
    }

    await ensure('/agent/signup', agent, {
      businessName: '9ja Corner Shop',
      address: '12 Allen Avenue, Ikeja, Lagos',
      referralCode: await ensureOperatorServiceCode(db),
    })
    await ensureIdentity(agent)
    const agentCode = (await referralCodeOf(agent.email))!.referral_code
    const referred = []
    for (const person of [player, ...customers]) {
      await ensure('/user/signup', person, { referralCode: agentCode })
      await ensureIdentity(person)
      referred.push({ ...person, referralCode: (await referralCodeOf(person.email))!.referral_code })
    }
    // Demo data: their emails are marked confirmed here, as a player's is by the code the profile sends (decision
    // 022), so Continue with Google with one of these emails signs that demo account in.
    await db.query(`update users set email_confirmed_at = coalesce(email_confirmed_at, now()) where lower(email) = any($1)`, [
      [player, agent, ...customers].map((person) => person.email.toLowerCase()),
    ])
    const [playerLogin, ...customerLogins] = referred
    return [playerLogin!, { ...agent, referralCode: agentCode }, ...customerLogins]
  } finally {
    await db.end()
  }
}
