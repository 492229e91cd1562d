import type { Queryable } from '../../db/queryable.ts'

export type Game = {
  id: number
  slug: string
  title: string
  thumbnail: string
  type: string
  subType: string
  provider: 'in-house' | 'sportsbook'
  playable: boolean
}

const columns = 'id, slug, title, thumbnail, type, sub_type as "subType", provider, playable'

/** The lobby lists only games a player can actually play. */
export async function listPlayableGames(db: Queryable): Promise<Game[]> {
  const { rows } = await db.query<Game>(`select ${columns} from games where playable and provider = 'in-house' order by sort_order, id`)
  return rows
}

export async function findGame(db: Queryable, id: number): Promise<Game | null> {
  const { rows } = await db.query<Game>(`select ${columns} from games where id = $1`, [id])
  return rows[0] ?? null
}
