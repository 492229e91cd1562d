import type { Queryable } from '../../db/queryable.ts'
import type { Game } from '../registry.ts'

/**
 * Writes the games registry's catalog into the `games` table (which launch tokens and reports name), at
 * every start-up: a game's row is inserted or brought up to date by its id, so ids never change,
 * and a row the registry does not define is made unplayable. Rows already equal are not touched,
 * so concurrent start-ups of several processes write nothing twice.
 */
export async function syncCatalog(db: Queryable, catalog: readonly Game[]): Promise<void> {
  const column = <T>(pick: (game: Game) => T) => catalog.map(pick)
  await db.query(
    `with defined as (
       insert into games (id, slug, title, thumbnail, type, sub_type, provider, playable, sort_order)
       select * from unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[], $9::integer[])
       on conflict (id) do update set
         slug = excluded.slug, title = excluded.title, thumbnail = excluded.thumbnail, type = excluded.type,
         sub_type = excluded.sub_type, provider = excluded.provider, playable = excluded.playable, sort_order = excluded.sort_order
       where (games.slug, games.title, games.thumbnail, games.type, games.sub_type, games.provider, games.playable, games.sort_order)
             is distinct from (excluded.slug, excluded.title, excluded.thumbnail, excluded.type, excluded.sub_type, excluded.provider,
                               excluded.playable, excluded.sort_order)
     )
     update games set playable = false where playable and id <> all ($1::integer[])`,
    [
      column((game) => game.id),
      column((game) => game.slug),
      column((game) => game.title),
      column((game) => game.thumbnail),
      column((game) => game.type),
      column((game) => game.subType),
      column((game) => game.provider),
      column((game) => game.playable),
      column((game) => game.sortOrder),
    ],
  )
}
