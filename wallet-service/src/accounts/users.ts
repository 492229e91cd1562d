import type { Queryable } from '../db/queryable.ts'
import { normalizeIdentifier } from './validation.ts'

export type UserRow = {
  id: string
  public_id: string
  user_type: 'individual' | 'agent' | 'admin'
  full_name: string
  phone_number: string
  email: string
  password_hash: string | null
  referral_code: string
  deposit_code: string
  kyc_status: string
}

const USER_COLUMNS = 'id, public_id, user_type, full_name, phone_number, email, password_hash, referral_code, deposit_code, kyc_status'

/** A user by their internal id. */
export async function findUserById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [userId])
  return rows[0]
}

/** The account an email or phone number (typed any of the ways people type them) belongs to. */
export async function findUserByIdentifier(db: Queryable, identifier: string): Promise<UserRow | undefined> {
  const { kind, value } = normalizeIdentifier(identifier)
  if (kind === 'other') return undefined
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users where ${kind === 'email' ? 'lower(email)' : 'phone_number'} = $1`,
    [value],
  )
  return rows[0]
}

export type Profile = { fullName: string; phoneNumber: string; email: string; emailConfirmed: boolean; hasPassword: boolean }

export async function findProfile(db: Queryable, userId: string): Promise<Profile> {
  const { rows } = await db.query<{
    full_name: string
    phone_number: string
    email: string
    email_confirmed: boolean
    has_password: boolean
  }>(
    `select full_name, phone_number, email, email_confirmed_at is not null as email_confirmed, password_hash is not null as has_password
       from users where id = $1`,
    [userId],
  )
  const profile = rows[0]!
  return {
    fullName: profile.full_name,
    phoneNumber: profile.phone_number,
    email: profile.email,
    emailConfirmed: profile.email_confirmed,
    hasPassword: profile.has_password,
  }
}
