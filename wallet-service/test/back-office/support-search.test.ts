import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { createTestUser, creditWallet, matchingSandboxIdentity, type TestUser } from '../support/users.ts'
import { staffCall, staffMember } from '../support/staff.ts'
import { FAST_CRASH_SETTINGS, post, steerNextRound } from '../games/crash/helpers.ts'
import { createFootballEvent } from '../games/virtual-sports/bet-events.ts'
import { createDraw, placeTickets } from '../games/numbers/bets-support.ts'

/** What a player did through the API, and what support finds and sees of it. */
describe('support: finding a player and reading their page', () => {
  let t: TestApp
  let player: TestUser
  let other: TestUser
  const support = staffMember('support')
  const played = { instant: '', crash: '', sports: '', numbers: '' }
  let phone = ''
  let email = ''

  const search = async (q: string) => {
    const response = await staffCall(t.app, support, 'GET', `/staff/players?q=${encodeURIComponent(q)}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as {
      id: string
      matches: { by: string; bet: { family: string; id: string; game: string | null } | null }[]
    }[]
  }
  const page = async (query = '') => {
    const response = await staffCall(t.app, support, 'GET', `/staff/players/${player.publicId}${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }
  const auditRows = async (action: string) =>
    (await t.pool.query(`select staff_id, subject_id, after from staff_audit_log where action = $1 order by seq`, [action])).rows

  beforeAll(async () => {
    t = await createTestApp({
      ...FAST_CRASH_SETTINGS,
      CRASH_GAME_SETTINGS: JSON.stringify({ '*': { bettingWindowMs: 3000, pauseMs: 150, growthPerMs: 0.0005, chainLength: 50 } }),
    })
    player = await createTestUser(t.pool, { fullName: 'Oluwaseun Adebayo-Zubair', identity: 'unverified' })
    other = await createTestUser(t.pool, { fullName: 'Chiamaka Zubairu' })
    await creditWallet(t.pool, player.userId, 50_000_00n)
    const contact = (await t.pool.query('select phone_number, email from users where id = $1', [player.userId])).rows[0]
    phone = contact.phone_number
    email = contact.email
    // The player verifies their identity, plays an instant round, a crash bet, a sports bet and a number ticket.
    const kyc = await t.app.inject({
      method: 'POST',
      url: '/agent/kyc/verify',
      payload: { token: player.token, ...matchingSandboxIdentity() },
    })
    expect(kyc.json().data.kycStatus).toBe('verified')
    const spin = await t.app.inject({ method: 'POST', url: '/agent/spin-multiplier', payload: { token: player.token, betAmount: '100' } })
    expect(spin.statusCode, spin.body).toBe(200)
    played.instant = String((await t.pool.query('select id from game_rounds where user_id = $1', [player.userId])).rows[0].id)
    const round = await steerNextRound(t.pool, 'jet-crash', (x) => x >= 200)
    const crash = await post(t, '/agent/crash/bet', { token: player.token, game: 'jet-crash', amount: 150 })
    expect(crash.statusCode, crash.body).toBe(200)
    expect(crash.json().data.roundId).toBe(round.roundId)
    played.crash = String(crash.json().data.betId)
    const event = await createFootballEvent(t.pool)
    const sports = await t.app.inject({
      method: 'POST',
      url: '/agent/bets',
      payload: { token: player.token, kind: 'single', stake: 200, selections: [event.selection('1x2:1')] },
    })
    expect(sports.statusCode, sports.body).toBe(200)
    played.sports = sports.json().data.betIds[0]
    const draw = await createDraw(t.pool, 'one-sure')
    played.numbers = (await placeTickets(t.app, player, draw, [{ kind: 'exact', picks: [7] }]))[0]!
  }, 60_000)
  afterAll(async () => t.close())

  it('finds the player by phone as typed, email, part of the name and deposit code', async () => {
    for (const typed of [phone, `+234${phone.slice(1)}`, `234 ${phone.slice(1)}`, phone.slice(1)]) {
      expect(await search(typed), typed).toContainEqual(
        expect.objectContaining({ id: player.publicId, matches: expect.arrayContaining([{ by: 'phone', bet: null }]) }),
      )
    }
    expect((await search(email.toUpperCase()))[0]).toMatchObject({
      id: player.publicId,
      fullName: 'Oluwaseun Adebayo-Zubair',
      email,
      phoneNumber: phone,
      type: 'individual',
      matches: [{ by: 'email', bet: null }],
    })
    expect(await search(player.depositCode)).toEqual([
      expect.objectContaining({ id: player.publicId, matches: [{ by: 'deposit-code', bet: null }] }),
    ])
    const byName = await search('zubair')
    expect(byName.map((found) => found.id).sort()).toEqual([player.publicId, other.publicId].sort())
    expect(byName.every((found) => found.matches[0]!.by === 'name')).toBe(true)
    expect(await search('adebayo_zub')).toEqual([])
  })

  it('finds the player by the ID of a bet of each family, as the player sees it', async () => {
    const numeric = await search(played.crash)
    expect(numeric.find((found) => found.id === player.publicId)?.matches).toContainEqual({
      by: 'bet',
      bet: { family: 'crash', id: played.crash, game: 'jet-crash' },
    })
    const instant = await search(played.instant)
    expect(instant.find((found) => found.id === player.publicId)?.matches).toContainEqual({
      by: 'bet',
      bet: { family: 'instant', id: played.instant, game: 'spin-it' },
    })
    expect(await search(played.sports.toLowerCase())).toEqual([
      expect.objectContaining({
        id: player.publicId,
        matches: [{ by: 'bet', bet: { family: 'sports', id: played.sports, game: 'virtual-football' } }],
      }),
    ])
    expect(await search(` ${played.numbers} `)).toEqual([
      expect.objectContaining({
        id: player.publicId,
        matches: [{ by: 'bet', bet: { family: 'numbers', id: played.numbers, game: 'one-sure' } }],
      }),
    ])
  })

  it('logs every search with its query and whom it showed', async () => {
    const before = (await auditRows('players.search')).length
    await search('Chiamaka')
    const rows = await auditRows('players.search')
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toEqual({ staff_id: support.id, subject_id: null, after: { query: 'Chiamaka', players: [other.publicId] } })
  })

  it('refuses an empty search, and logs nothing', async () => {
    const before = (await auditRows('players.search')).length
    const response = await staffCall(t.app, support, 'GET', '/staff/players?q=%20')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Type a phone number, email, name, deposit code or bet ID.' })
    expect(await auditRows('players.search')).toHaveLength(before)
  })

  it("shows the player's page: profile, KYC and its history, limits, balance, ledger, every family's bets, sessions", async () => {
    await t.app.inject({ method: 'POST', url: '/agent/limits', payload: { token: player.token, deposit: { day: 20_000 } } })
    const data = await page()
    expect(data.profile).toMatchObject({
      id: player.publicId,
      fullName: 'Oluwaseun Adebayo-Zubair',
      phoneNumber: phone,
      email,
      depositCode: player.depositCode,
    })
    expect(data.account).toEqual({ lock: null, closure: null })
    expect(data.kyc).toMatchObject({
      status: 'verified',
      idType: 'BVN',
      checks: [expect.objectContaining({ outcome: 'verified', idType: 'BVN', provider: 'sandbox' })],
    })
    expect(data.kyc.idLast4).toMatch(/^\d{4}$/)
    expect(data.protection.deposit.day.limit).toBe(20_000)
    const balance = (await t.pool.query('select balance_kobo::text from ledger_accounts where user_id = $1', [player.userId])).rows[0]
      .balance_kobo
    expect(data.wallet.balanceKobo).toBe(balance)
    // Every entry that moved the wallet, adding up to its balance.
    expect(data.ledger.next).toBeNull()
    expect(data.ledger.entries.reduce((sum: bigint, entry: { amountKobo: string }) => sum + BigInt(entry.amountKobo), 0n)).toBe(
      BigInt(balance),
    )
    const bets = data.bets.bets as {
      family: string
      id: string
      stakeKobo: string
      status: string
      fairness: Record<string, unknown>
      outcome: Record<string, unknown>
    }[]
    expect(bets.map((bet) => [bet.family, bet.id]).sort()).toEqual(
      [
        ['crash', played.crash],
        ['instant', played.instant],
        ['numbers', played.numbers],
        ['sports', played.sports],
      ].sort(),
    )
    const of = (family: string) => bets.find((bet) => bet.family === family)!
    expect(of('instant')).toMatchObject({
      stakeKobo: '10000',
      status: 'settled',
      fairness: { serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), serverSeed: null, nonce: 0 },
    })
    expect(of('crash')).toMatchObject({ stakeKobo: '15000', fairness: { commitment: expect.stringMatching(/^[0-9a-f]{64}$/) } })
    expect(of('sports')).toMatchObject({
      stakeKobo: '20000',
      status: 'open',
      fairness: { events: [expect.objectContaining({ link: null })] },
    })
    expect(of('numbers')).toMatchObject({
      stakeKobo: '10000',
      status: 'open',
      outcome: { picks: [7], drawn: null },
      fairness: { link: null },
    })
    expect(data.sessions).toHaveLength(1)
    expect(data.sessions[0].clientAddress).toBeNull()
  })

  it('never shows the identity number, nor a secret seed or link before its time', async () => {
    const body = JSON.stringify(await page())
    const secrets = await t.pool.query<{ secret: string }>(
      `select server_seed as secret from fairness_seeds where user_id = $1 and revealed_at is null
       union all select encode(kyc_id_hash, 'hex') from users where id = $1`,
      [player.userId],
    )
    for (const { secret } of secrets.rows) expect(body).not.toContain(secret)
  })

  it('pages the bets of every family and the ledger, newest first, with no bet twice', async () => {
    const spins = 52
    for (let spin = 0; spin < spins; spin++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/agent/spin-multiplier',
        payload: { token: player.token, betAmount: '100' },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    const first = await page()
    expect(first.bets.bets).toHaveLength(50)
    expect(first.bets.next).not.toBeNull()
    const second = await page(`?betsBefore=${first.bets.next}`)
    const seen = [...first.bets.bets, ...second.bets.bets].map((bet: { family: string; id: string }) => `${bet.family}:${bet.id}`)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toHaveLength(spins + 4)
    expect(second.bets.next).toBeNull()
    const times = [...first.bets.bets, ...second.bets.bets].map((bet: { placedAt: string }) => bet.placedAt)
    expect([...times].sort().reverse()).toEqual(times)
    const entries = first.ledger.entries.length + (await page(`?entriesBefore=${first.ledger.next}`)).ledger.entries.length
    const all = (
      await t.pool.query(
        `select count(distinct p.entry_id)::int as n from postings p join ledger_accounts a on a.id = p.account_id where a.user_id = $1`,
        [player.userId],
      )
    ).rows[0].n
    expect(entries).toBe(all)
  })

  it('logs each view of the page, in its transaction, and none for a player who does not exist or a bad link', async () => {
    const before = (await auditRows('players.view')).length
    await page()
    const rows = await auditRows('players.view')
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toEqual({ staff_id: support.id, subject_id: player.publicId, after: { entriesBefore: null, betsBefore: null } })
    const unknown = await staffCall(t.app, support, 'GET', '/staff/players/00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('PLAYER_NOT_FOUND')
    const badLink = await staffCall(t.app, support, 'GET', `/staff/players/${player.publicId}?betsBefore=nonsense`)
    expect(badLink.statusCode).toBe(400)
    expect(badLink.json().message).toBe('This bets page link is not valid.')
    expect(await auditRows('players.view')).toHaveLength(before + 1)
  })
})
