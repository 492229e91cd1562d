import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser } from '../support/users.ts'

let t: TestApp
let sportsConfigured: TestApp
beforeAll(async () => {
  t = await createTestApp()
  sportsConfigured = await createTestApp({ SPORTSBOOK_LAUNCH_URL: 'https://sportsbook.example.ng/launch' })
})
afterAll(async () => {
  await t.close()
  await sportsConfigured.close()
})

const launch = (app: TestApp, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/xpress/live/launcher-url', payload })

describe('catalog and launcher', () => {
  it('lists only the playable games, in the spec shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/xpress/live/game-list' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual([
      { gameId: 20401, gameTitle: 'Spin It', thumbnail: '/games/spin-it.svg', type: 'spin', sub_type: 'wheel', slug: 'spin-it' },
      {
        gameId: 20402,
        gameTitle: 'Spin 2 Win Royale',
        thumbnail: '/games/spin2win-royale.svg',
        type: 'spin',
        sub_type: 'roulette',
        slug: 'spin2win-royale',
      },
      { gameId: 20101, gameTitle: 'Jet Crash', thumbnail: '/games/jet-crash.svg', type: 'virtual', sub_type: 'crash', slug: 'jet-crash' },
      {
        gameId: 20102,
        gameTitle: 'Danfo Crash',
        thumbnail: '/games/danfo-crash.svg',
        type: 'virtual',
        sub_type: 'crash',
        slug: 'danfo-crash',
      },
      {
        gameId: 20103,
        gameTitle: 'Fire Crash',
        thumbnail: '/games/fire-crash.svg',
        type: 'virtual',
        sub_type: 'crash',
        slug: 'fire-crash',
      },
      {
        gameId: 20104,
        gameTitle: 'Bank Heist',
        thumbnail: '/games/bank-heist.svg',
        type: 'virtual',
        sub_type: 'crash',
        slug: 'bank-heist',
      },
      {
        gameId: 20105,
        gameTitle: 'Ball Joggle',
        thumbnail: '/games/ball-joggle.svg',
        type: 'virtual',
        sub_type: 'crash',
        slug: 'ball-joggle',
      },
      {
        gameId: 20201,
        gameTitle: 'Virtual Football',
        thumbnail: '/games/virtual-football.svg',
        type: 'virtual',
        sub_type: 'sports',
        slug: 'virtual-football',
      },
      {
        gameId: 20202,
        gameTitle: 'Dog Race',
        thumbnail: '/games/dog-race.svg',
        type: 'virtual',
        sub_type: 'sports',
        slug: 'dog-race',
      },
      {
        gameId: 20203,
        gameTitle: 'Horse Race',
        thumbnail: '/games/horse-race.svg',
        type: 'virtual',
        sub_type: 'sports',
        slug: 'horse-race',
      },
      {
        gameId: 20204,
        gameTitle: 'Bike Race',
        thumbnail: '/games/bike-race.svg',
        type: 'virtual',
        sub_type: 'sports',
        slug: 'bike-race',
      },
      {
        gameId: 20205,
        gameTitle: 'Car Race',
        thumbnail: '/games/car-race.svg',
        type: 'virtual',
        sub_type: 'sports',
        slug: 'car-race',
      },
      ...[
        [20301, 'Perfect Guess', 'perfect-guess'],
        [20302, 'Millionaire Kendo', 'millionaire-kendo'],
        [20303, 'Jackpot Game', 'jackpot-game'],
        [20304, '1 Sure', 'one-sure'],
      ].map(([gameId, gameTitle, slug]) => ({
        gameId,
        gameTitle,
        thumbnail: `/games/${slug}.svg`,
        type: 'virtual',
        sub_type: 'number',
        slug,
      })),
    ])
    const all = await t.pool.query('select title, type, sub_type from games order by id')
    expect(all.rows.map((row) => row.title)).toEqual([
      'Sports Betting',
      'Jet Crash',
      'Danfo Crash',
      'Fire Crash',
      'Bank Heist',
      'Ball Joggle',
      'Virtual Football',
      'Dog Race',
      'Horse Race',
      'Bike Race',
      'Car Race',
      'Perfect Guess',
      'Millionaire Kendo',
      'Jackpot Game',
      '1 Sure',
      'Spin It',
      'Spin 2 Win Royale',
    ])
  })

  it('launches an in-house game with a one-time, short-lived token for its player', async () => {
    const visitor = await launch(t, { gameId: '20402', deviceType: 'mobile' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().message).toBe('Kindly login to continue')
    const user = await createTestUser(t.pool)
    const other = await createTestUser(t.pool)
    const response = await launch(t, { token: user.token, gameId: '20402', deviceType: 'mobile' })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Success')
    const url = new URL(response.json().launcherUrl, 'http://web.test')
    expect(url.pathname).toBe('/play/spin2win-royale')
    const launchToken = url.searchParams.get('launch')!
    const redeem = (token: string) => t.app.inject({ method: 'POST', url: '/games/launch/redeem', payload: { token, launchToken } })
    expect((await redeem(other.token)).statusCode).toBe(410)
    const redeemed = await redeem(user.token)
    expect(redeemed.json().data).toEqual({ gameId: 20402, slug: 'spin2win-royale', gameTitle: 'Spin 2 Win Royale' })
    expect((await redeem(user.token)).statusCode).toBe(410)

    const second = await launch(t, { token: user.token, gameId: 20401, deviceType: 'desktop' })
    const secondToken = new URL(second.json().launcherUrl, 'http://web.test').searchParams.get('launch')!
    await t.pool.query("update game_launch_tokens set expires_at = now() - interval '1 second' where used_at is null")
    const expired = await t.app.inject({
      method: 'POST',
      url: '/games/launch/redeem',
      payload: { token: user.token, launchToken: secondToken },
    })
    expect(expired.statusCode).toBe(410)
  })

  it('answers unknown games with a message, and launches the number games to their pages', async () => {
    const user = await createTestUser(t.pool)
    const unknown = await launch(t, { token: user.token, gameId: '99999', deviceType: 'desktop' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Game not found')
    const numberGame = await launch(t, { token: user.token, gameId: '20301', deviceType: 'desktop' })
    expect(numberGame.statusCode).toBe(200)
    expect(numberGame.json().launcherUrl).toMatch(/^\/play\/perfect-guess\?launch=[\w-]+/)
    expect((await launch(t, { token: user.token, gameId: 'abc' })).statusCode).toBe(400)
  })

  it('launches sports (10105) only when a sportsbook is configured', async () => {
    const user = await createTestUser(t.pool)
    const none = await launch(t, { token: user.token, gameId: '10105', deviceType: 'desktop' })
    expect(none.statusCode).toBe(503)
    expect(none.json().message).toBe('Live sports currently not avaialble')
    const player = await createTestUser(sportsConfigured.pool)
    const configured = await launch(sportsConfigured, { token: player.token, gameId: '10105', deviceType: 'mobile' })
    expect(configured.statusCode).toBe(200)
    expect(configured.json().launcherUrl).toMatch(/^https:\/\/sportsbook\.example\.ng\/launch\?launch=[\w-]+&device=mobile$/)
  })
})
