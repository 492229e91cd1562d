import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestDatabase, type TestApp } from '../support/database.ts'
import { syncCatalog } from '../../src/games/catalog/catalog.ts'
import { configSchema } from '../../src/config.ts'
import { jetCrash } from '../../src/games/crash/jet-crash/definition.ts'
import { openJackpotPools } from '../../src/games/numbers/bets/jackpot.ts'
import { jackpotGame } from '../../src/games/numbers/jackpot-game/definition.ts'
import { oneSure } from '../../src/games/numbers/one-sure/definition.ts'
import { gameRegistry, type GameRegistry } from '../../src/games/registry.ts'
import { SPIN_IT_RTP } from '../../src/games/spin-it/paytable.ts'

let t: TestApp
/** The registry the service built from these settings. */
let GAME_CATALOG: GameRegistry['catalog']
let GAME_DEFINITIONS: GameRegistry['definitions']
beforeAll(async () => {
  t = await createTestApp({
    SPIN_IT_MAX_BET_NAIRA: '250000',
    ROULETTE_MAX_BETS_PER_SPIN: '12',
    // RTPs set away from the games' defaults (97% and the race's lowest market, 89%).
    CRASH_GAME_SETTINGS: JSON.stringify({ 'jet-crash': { rtpBasisPoints: 9500 } }),
    SPORTS_GAME_SETTINGS: JSON.stringify({ 'dog-race': { rtp: { win: 8500 } } }),
  })
  ;({ catalog: GAME_CATALOG, definitions: GAME_DEFINITIONS } = gameRegistry(t.config))
})
afterAll(async () => t.close())

const catalogRows = async (db: TestApp['pool']) =>
  (await db.query('select id, slug, title, thumbnail, type, sub_type, provider, playable, sort_order from games order by id')).rows

describe('the games registry', () => {
  it('gives every game one id and one slug, and every playable game a definition with rules, an RTP and limits', () => {
    expect(new Set(GAME_CATALOG.map((game) => game.id)).size).toBe(GAME_CATALOG.length)
    expect(new Set(GAME_CATALOG.map((game) => game.slug)).size).toBe(GAME_CATALOG.length)
    const defined = new Set(GAME_DEFINITIONS.map((definition) => definition.id))
    expect(GAME_CATALOG.filter((game) => game.playable).map((game) => game.id)).toEqual(
      GAME_CATALOG.filter((game) => defined.has(game.id)).map((game) => game.id),
    )
    for (const definition of GAME_DEFINITIONS) {
      expect(definition.rules(t.config).length).toBeGreaterThan(0)
      expect(definition.rtp(t.config)).toBeGreaterThan(0.8)
      expect(definition.rtp(t.config)).toBeLessThan(1)
    }
  })

  it('keeps every id and slug the catalog was released with, and writes the catalog rows from the registry', async () => {
    const database = await createTestDatabase()
    try {
      const released = await catalogRows(database.pool)
      for (const row of released) expect(GAME_CATALOG.find((game) => game.id === row.id)?.slug).toBe(row.slug)
      // A row the registry does not define, and a defined row gone stale.
      await database.pool.query(
        `insert into games (id, slug, title, thumbnail, type, sub_type, provider, playable, sort_order)
         values (29999, 'retired-game', 'Retired', '/games/retired-game.svg', 'spin', 'wheel', 'in-house', true, 99)`,
      )
      await database.pool.query(`update games set title = 'Old title', playable = false where id = 20401`)
      await syncCatalog(database.pool, GAME_CATALOG)
      const synced = await catalogRows(database.pool)
      expect(synced.find((row) => row.id === 29999)).toMatchObject({ slug: 'retired-game', playable: false })
      expect(synced.filter((row) => row.id !== 29999)).toEqual(
        [...GAME_CATALOG]
          .sort((a, b) => a.id - b.id)
          .map((game) => ({
            id: game.id,
            slug: game.slug,
            title: game.title,
            thumbnail: game.thumbnail,
            type: game.type,
            sub_type: game.subType,
            provider: game.provider,
            playable: game.playable,
            sort_order: game.sortOrder,
          })),
      )
      // A second start-up finds nothing to change and writes nothing.
      const versions = async () => (await database.pool.query('select id, xmin::text from games order by id')).rows
      const before = await versions()
      await syncCatalog(database.pool, GAME_CATALOG)
      expect(await versions()).toEqual(before)
    } finally {
      await database.close()
    }
  })

  it('answers GET /games/{slug} without a token: title, family, rules, RTP and the limits in force', async () => {
    const spinIt = await t.app.inject({ method: 'GET', url: '/games/spin-it' })
    expect(spinIt.statusCode).toBe(200)
    expect(spinIt.json()).toMatchObject({
      status: 200,
      message: 'Success',
      data: {
        gameId: 20401,
        slug: 'spin-it',
        title: 'Spin It',
        family: 'instant',
        rtp: SPIN_IT_RTP,
        limits: { minBet: 100, maxBet: 250_000 },
      },
    })
    expect(spinIt.json().data.rules.join(' ')).toContain('x10, x3, x2, x1.5, x1.2')
    const royale = await t.app.inject({ method: 'GET', url: '/games/spin2win-royale' })
    expect(royale.json().data).toMatchObject({
      title: 'Spin 2 Win Royale',
      rtp: 36 / 37,
      limits: { minBet: 100, maxBet: 200_000, maxPayoutPerMarket: 5_000_000, maxBets: 12 },
    })
    // One RTP per game, the one in force: the how-to-play panel's (this answer) and the game page's agree.
    const jet = await t.app.inject({ method: 'GET', url: '/games/jet-crash' })
    expect(jet.json().data.rtp).toBe(0.95)
    expect((await t.app.inject({ method: 'GET', url: '/games/crash/jet-crash' })).json().data.rtp).toBe(0.95)
    expect(jet.json().data.rules.join(' ')).toContain('Return to player: 95%')
    expect((await t.app.inject({ method: 'GET', url: '/games/dog-race' })).json().data.rtp).toBe(0.85)
    for (const slug of ['no-such-game', 'sports-betting']) {
      const unknown = await t.app.inject({ method: 'GET', url: `/games/${slug}` })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toMatchObject({ code: 'GAME_NOT_FOUND' })
    }
  })
})

describe('a games registry with a crash game besides the built-in ones', () => {
  const settings = (crash: object) =>
    configSchema.parse({ WALLET_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused', CRASH_GAME_SETTINGS: JSON.stringify(crash) })
  const kite = { ...jetCrash, id: 20199, slug: 'kite-crash', title: 'Kite Crash', sortOrder: 15 }

  it('lists it, playable, with its own settings in force, and states its RTP from them', () => {
    const registry = gameRegistry(settings({ '*': { pauseMs: 1000 }, 'kite-crash': { rtpBasisPoints: 9400 } }), { crash: [kite] })
    expect(registry.findGame(20199)).toMatchObject({ slug: 'kite-crash', playable: true, thumbnail: '/games/kite-crash.svg' })
    expect(registry.lobby.map((game) => game.slug)).toContain('kite-crash')
    expect(registry.crash.find((game) => game.slug === 'kite-crash')?.settings).toMatchObject({ pauseMs: 1000, rtpBasisPoints: 9400 })
    expect(registry.findDefinition('kite-crash')?.rtp(settings({}))).toBe(0.94)
    expect(registry.crash.find((game) => game.slug === 'jet-crash')?.settings.rtpBasisPoints).toBe(9700)
  })

  it('stops the start-up on settings that name no game, or on a game whose settings do not hold', () => {
    expect(() => gameRegistry(settings({ 'kite-crash': {} }))).toThrow(
      'setting CRASH_GAME_SETTINGS is invalid: names no crash game: kite-crash',
    )
    expect(() => gameRegistry(settings({ 'kite-crash': { minBet: 0 } }), { crash: [kite] })).toThrow(
      /CRASH_GAME_SETTINGS is invalid: kite-crash: minBet/,
    )
    expect(() => gameRegistry(settings({}), { crash: [{ ...kite, id: 20101 }] })).toThrow('two games of the catalog have the id 20101')
  })
})

describe('a games registry with a number game besides the built-in ones', () => {
  const settings = (numbers: object) =>
    configSchema.parse({ WALLET_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused', NUMBER_GAME_SETTINGS: JSON.stringify(numbers) })
  // A one-ball game on 1 Sure's rule set, with its own cadence and stakes.
  const lucky = { ...oneSure, id: 20399, slug: 'lucky-ball', title: 'Lucky Ball', sortOrder: 34 }

  it('lists it, playable, with its own settings in force, and states its rules, RTP and limits from them', () => {
    const registry = gameRegistry(settings({ '*': { drawsAhead: 2 }, 'lucky-ball': { intervalMs: 120_000, maxStakeKobo: 1_000_000 } }), {
      numbers: [lucky],
    })
    expect(registry.findGame(20399)).toMatchObject({
      slug: 'lucky-ball',
      playable: true,
      subType: 'number',
      thumbnail: '/games/lucky-ball.svg',
    })
    expect(registry.lobby.map((game) => game.slug)).toContain('lucky-ball')
    expect(registry.numbers.find('lucky-ball')).toMatchObject({ rules: 'one-sure', settings: { intervalMs: 120_000, drawsAhead: 2 } })
    expect(registry.numbers.find('one-sure')?.settings).toMatchObject({ intervalMs: 60_000, drawsAhead: 2 })
    const definition = registry.findDefinition('lucky-ball')!
    expect(definition.rules(settings({})).join(' ')).toContain('Lucky Ball: one ball drawn from 1 to 90 every 2 minutes.')
    expect(definition.rtp(settings({}))).toBe(0.9)
    expect(definition.limits(settings({}))).toEqual({ minBet: 100, maxBet: 10_000, maxRoundPayout: 50_000_000 })
  })

  it('opens the pool account of a game playing the jackpot rule set, once however often the service starts', async () => {
    const database = await createTestDatabase()
    try {
      const potLuck = { ...jackpotGame, id: 20398, slug: 'pot-luck', title: 'Pot Luck' }
      const registry = gameRegistry(settings({}), { numbers: [lucky, potLuck] })
      for (let start = 0; start < 2; start++) await openJackpotPools(database.pool, registry.numbers.all)
      const { rows } = await database.pool.query<{ code: string; kind: string }>(
        `select code, kind from ledger_accounts where code like 'house:jackpot:%' order by code`,
      )
      expect(rows).toEqual([
        { code: 'house:jackpot:jackpot-game', kind: 'house' },
        { code: 'house:jackpot:pot-luck', kind: 'house' },
      ])
    } finally {
      await database.close()
    }
  })

  it('stops the start-up on settings that name no game, or on a game whose settings do not hold', () => {
    expect(() => gameRegistry(settings({ 'lucky-ball': {} }))).toThrow(
      'setting NUMBER_GAME_SETTINGS is invalid: names no number game: lucky-ball',
    )
    expect(() => gameRegistry(settings({ 'lucky-ball': { offsetMs: 90_000 } }), { numbers: [lucky] })).toThrow(
      'setting NUMBER_GAME_SETTINGS is invalid: lucky-ball: offsetMs must be below intervalMs',
    )
    expect(() => gameRegistry(settings({}), { numbers: [{ ...lucky, slug: 'one-sure' }] })).toThrow(
      'two games of the catalog have the slug one-sure',
    )
  })
})
