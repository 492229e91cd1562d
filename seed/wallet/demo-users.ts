import pg from 'pg'
import { demoLogins } from '../logins.ts'

export type DemoUserLogin = { role: string; fullName: string; phone: string; email: string; password: string; referralCode: string }

type Options = { walletUrl: string; databaseUrl: string; env?: NodeJS.ProcessEnv }

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
 * Creates, once, a verified demo Individual and a verified demo Agent (signed up with the
 * player's referral code) through the public API exactly as a person would: signup, the code
 * from the dev mailbox, verify, set password. Their KYC is marked verified directly, as no KYC
 * provider runs in development. Re-running leaves existing demo users as they are.
 */
export async function seedDemoUsers({ walletUrl, databaseUrl, env = process.env }: Options): Promise<DemoUserLogin[]> {
  const [player, agent] = demoLogins(env).players
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
      await db.query(`update users set kyc_status = 'verified' where lower(email) = lower($1)`, [person.email])
    }

    await ensure('/user/signup', player, {})
    const playerCode = (await referralCodeOf(player.email))!.referral_code
    await ensure('/agent/signup', agent, {
      businessName: '9ja Corner Shop',
      address: '12 Allen Avenue, Ikeja, Lagos',
      referralCode: playerCode,
    })
    const agentCode = (await referralCodeOf(agent.email))!.referral_code
    return [
      { ...player, referralCode: playerCode },
      { ...agent, referralCode: agentCode },
    ]
  } finally {
    await db.end()
  }
}
