import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../wallet-service/src/config.ts'
import { gameRegistry } from '../../../wallet-service/src/games/registry.ts'
import { SEED_PAIR_GAMES } from './fairness/seed-pair-games.ts'
import { numberWebGame } from './numbers/game.ts'
import { WEB_GAMES, findPlayPage, findWebGame } from './registry.ts'

/** The web registry and the wallet-service's registry (built from its default settings) describe the same games. */
const { catalog: GAME_CATALOG, definitions: GAME_DEFINITIONS } = gameRegistry(
  configSchema.parse({ WALLET_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused' }),
)
describe('the games registry', () => {
  it('gives every playable in-house game of the wallet-service a page here: its own entry (same id, title, family), or its family page (crash, numbers)', () => {
    const playable = GAME_DEFINITIONS.filter((definition) => definition.provider === 'in-house')
    const numbers = playable.filter((game) => game.subType === 'number')
    const [crash, others] = [
      playable.filter((game) => game.family === 'shared-round'),
      playable.filter((game) => game.family !== 'shared-round' && game.subType !== 'number'),
    ]
    expect(WEB_GAMES.map((game) => game.slug).sort()).toEqual(others.map((definition) => definition.slug).sort())
    for (const definition of others) {
      expect(findWebGame(definition.slug)).toMatchObject({
        gameId: definition.id,
        slug: definition.slug,
        title: definition.title,
        family: definition.family,
      })
    }
    expect(crash.length).toBeGreaterThan(0)
    for (const definition of crash) expect(findPlayPage(definition.slug, 'shared-round')).toMatchObject({ family: 'shared-round' })
    // A number game of the catalog is played on the family's page at /number-games/<slug>.
    expect(numbers.length).toBeGreaterThan(0)
    for (const { id, slug, title } of numbers) {
      expect(numberWebGame({ gameId: id, slug, title })).toMatchObject({ family: 'scheduled-event', pagePath: `/number-games/${slug}` })
    }
  })

  it('has one entry per id and per slug, each of a catalog game', () => {
    expect(new Set(WEB_GAMES.map((game) => game.gameId)).size).toBe(WEB_GAMES.length)
    expect(new Set(WEB_GAMES.map((game) => game.slug)).size).toBe(WEB_GAMES.length)
    for (const game of WEB_GAMES) expect(GAME_CATALOG.find((entry) => entry.id === game.gameId)?.slug).toBe(game.slug)
  })

  it('lets /fairness verify every instant game, and knows no other slug', () => {
    const instant = WEB_GAMES.filter((entry) => entry.family === 'instant')
    expect(Object.keys(SEED_PAIR_GAMES).sort()).toEqual(instant.map((game) => game.slug).sort())
    for (const game of instant) expect(SEED_PAIR_GAMES[game.slug]?.title).toBe(game.title)
    expect(findWebGame('no-such-game')).toBeNull()
    expect(findWebGame(undefined)).toBeNull()
  })
})
