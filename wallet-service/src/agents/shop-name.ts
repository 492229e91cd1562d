import type { Queryable } from '../db/queryable.ts'

/** The shop's name as customers and staff see it, in SQL over the users row `alias`: the business name, else the agent's own. */
export const SHOP_NAME_SQL = (alias: string) => `coalesce(nullif(trim(${alias}.business_name), ''), ${alias}.full_name)`

/** The shop's name of the agent `agentId`. */
export async function shopName(db: Queryable, agentId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(`select ${SHOP_NAME_SQL('u')} as name from users u where u.id = $1`, [agentId])
  return rows[0]!.name
}
