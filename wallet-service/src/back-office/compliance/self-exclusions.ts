import type { Queryable } from '../../db/queryable.ts'

/**
 * The self-exclusion register: every self-exclusion the platform holds, in force or ended, newest first.
 * Read-only: no staff action shortens or lifts one (only its end date does).
 */
export type SelfExclusion = {
  player: { id: string; fullName: string; phoneNumber: string; email: string }
  from: Date
  until: Date
  inForce: boolean
}

export async function selfExclusionRegister(db: Queryable, now: Date): Promise<SelfExclusion[]> {
  const { rows } = await db.query<SelfExclusion>(
    `select json_build_object('id', u.public_id, 'fullName', u.full_name, 'phoneNumber', u.phone_number, 'email', u.email) as player,
            p.blocked_from as "from", p.blocked_until as until, p.blocked_until > $1 as "inForce"
       from player_protection p join users u on u.id = p.user_id
      where p.block_kind = 'self-exclusion'
      order by p.blocked_until > $1 desc, p.blocked_from desc`,
    [now],
  )
  return rows
}
