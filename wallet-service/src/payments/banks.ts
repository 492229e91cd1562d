import type { Queryable } from '../db/queryable.ts'

export type Bank = { code: string; name: string }

/** The banks withdrawals can go to (seeded by migration 0006), by name. */
export async function listBanks(db: Queryable): Promise<Bank[]> {
  const { rows } = await db.query<Bank>('select code, name from banks where active order by name')
  return rows
}

export async function findBank(db: Queryable, code: string): Promise<Bank | null> {
  const { rows } = await db.query<Bank>('select code, name from banks where code = $1 and active', [code])
  return rows[0] ?? null
}
