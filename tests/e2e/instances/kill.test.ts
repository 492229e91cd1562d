import { randomInt } from 'node:crypto'
import { crashBetPlaced, dataOf, login as loginAnswer, numberDraws, sportsEvent, walletBalance } from '@9ja/contract'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { databaseUrl, testPostgres, type PostgresServer } from '../../../scripts/lib/postgres.ts'
import { startPlatform, type Platform } from '../../../scripts/lib/platform.ts'
import type { RunningService } from '../../../scripts/lib/services.ts'
import { openSse, type SseConnection } from '../../../scripts/lib/sse-client.ts'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { INSTANCES_PORTS, PORT_BASE } from '../../support/ports.ts'
import { SIGNUP_CONSENTS, freshContact, sandboxIdNumber } from '../accounts/identities.ts'
import { startRedis } from '../live/live-support.ts'

/**
 * Issue 25's proof of the platform on more than one machine: a platform of its own with two
 * wallet-services and two webs behind their entry points, on one PostgreSQL and a Redis of the test's
 * own; every game family played through both wallet-services; one instance of each killed with SIGKILL
 * while a crash round with bets is in flight; then nothing lost, every bet settled once, every loop run
 * by exactly one process before and after, and viewers on both webs shown the same rounds.
 */
const DATABASES = { wallet: `e2e_${PORT_BASE}_instances_wallet`, cms: `e2e_${PORT_BASE}_instances_cms` }
const CRASH_GAME = 'jet-crash'
const RACE = 'dog-race'
const NUMBER_GAME = 'jackpot-game'

let postgres: PostgresServer
let redis: Awaited<ReturnType<typeof startRedis>> | null = null
let platform: Platform | null = null
let db: pg.Client
const viewers: SseConnection[] = []

beforeAll(async () => {
  postgres = await testPostgres()
  redis = await startRedis()
  platform = await startPlatform({
    mode: 'production',
    ports: INSTANCES_PORTS.entryPoints,
    instancePorts: { wallet: INSTANCES_PORTS.wallet, web: INSTANCES_PORTS.web },
    oidcPort: INSTANCES_PORTS.oidc,
    postgres,
    databases: DATABASES,
    freshDatabases: true,
    env: {
      ...E2E_SETTINGS,
      REDIS_URL: redis.url,
      // One process per web instance, so that killing an instance kills all of it. Few connections for each
      // wallet-service (whose loops hold one each, 18 in all), as the machine's PostgreSQL serves the rest of
      // the suite too: its pools at 4 and 7 (1 + 6 batches in flight).
      WEB_WORKERS: '1',
      WALLET_DB_POOL_SIZE: '4',
      DEPOSIT_CREDIT_BATCHES_IN_FLIGHT: '1',
      GAMES_ROUND_BATCHES_IN_FLIGHT: '1',
    },
    verbose: process.env.E2E_VERBOSE === '1',
  })
  db = new pg.Client({ connectionString: databaseUrl(postgres.serverUrl, DATABASES.wallet) })
  await db.connect()
}, 300_000)

afterAll(async () => {
  for (const viewer of viewers) viewer.close()
  await db?.end()
  await platform?.stop()
  await redis?.stop()
  await postgres?.stop()
}, 120_000)

const instanceUrl = (service: RunningService) => new URL(service.spec.readyUrl).origin

async function post(baseUrl: string, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function getData<T extends Parameters<typeof dataOf>[0]>(baseUrl: string, path: string, schema: T) {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status, path).toBe(200)
  return dataOf(schema, await response.json())
}

/** A verified player with ₦5,000 from the sandbox bank, made entirely through one wallet-service instance. */
async function fundedPlayer(walletUrl: string): Promise<{ token: string; emailAddress: string }> {
  const contact = freshContact()
  const signup = await post(walletUrl, '/user/signup', { fullName: 'Kemi Alade', ...contact, ...SIGNUP_CONSENTS })
  expect(signup.status, JSON.stringify(signup.json)).toBe(201)
  const otp = await vi.waitFor(
    async () => {
      const [message] = (await (await fetch(`${walletUrl}/dev/outbox?to=${encodeURIComponent(contact.emailAddress)}`)).json()) as {
        otp: string | null
      }[]
      if (!message?.otp) throw new Error('no code yet')
      return message.otp
    },
    { timeout: 10_000, interval: 200 },
  )
  const verified = await post(walletUrl, '/agent/verify-otp', { Id: signup.json.Id, otp })
  expect((await post(walletUrl, '/agent/set-password', { password: 'Start#2026', ticket: verified.json.ticket })).status).toBe(200)
  const { token, depositCode } = dataOf(
    loginAnswer,
    (await post(walletUrl, '/agent/login', { userId: contact.emailAddress, password: 'Start#2026' })).json,
  )
  const kyc = await post(walletUrl, '/agent/kyc/verify', {
    token,
    idType: 'BVN',
    idNumber: sandboxIdNumber(0),
    dateOfBirth: '1990-05-16',
    consent: true,
  })
  expect(kyc.status, JSON.stringify(kyc.json)).toBe(200)
  expect((await post(walletUrl, '/sandbox/transfers', { depositCode, amount: '5000' })).status).toBeLessThan(300)
  await expect
    .poll(async () => walletBalance.parse((await post(walletUrl, '/agent/wallet-balance', { token })).json).balance, { timeout: 15_000 })
    .toBe(5000)
  return { token, emailAddress: contact.emailAddress }
}

/** Every loop's advisory lock in the test's wallet database: how many sessions hold it, wait for it, and which process holds it. */
async function loopLocks(): Promise<Map<string, { granted: number; waiting: number; holders: number[] }>> {
  const { rows } = await db.query<{ loop: string; granted: number; waiting: number; holders: number[] }>(
    `select l.classid || ':' || l.objid as loop,
            count(*) filter (where l.granted)::int as granted,
            count(*) filter (where not l.granted)::int as waiting,
            coalesce(array_agg(substring(a.application_name from '^wallet-service\\[([0-9]+)\\]')::int) filter (where l.granted), '{}') as holders
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.objsubid = 2
        and l.database = (select oid from pg_database where datname = current_database())
        and a.application_name like 'wallet-service[%'
      group by 1`,
  )
  return new Map(rows.map((row) => [row.loop, row]))
}

/** A race open for bets for at least 6 s more, as one instance answers it. */
async function openRace(walletUrl: string) {
  return vi.waitFor(
    async () => {
      const events = await getData(walletUrl, `/games/sports/${RACE}/events`, z.array(sportsEvent))
      const open = events.find((event) => event.status === 'open' && Date.parse(event.bettingClosesAt) - Date.now() > 6000)
      if (!open) throw new Error('no race open long enough yet')
      return open
    },
    { timeout: 40_000, interval: 500 },
  )
}

async function openDraw(walletUrl: string) {
  return vi.waitFor(
    async () => {
      const draws = await getData(walletUrl, `/games/numbers/${NUMBER_GAME}/draws`, numberDraws)
      const open = draws.upcoming.find((draw) => draw.drawId === draws.drawId && Date.parse(draw.closesAt) - Date.now() > 6000)
      if (!open) throw new Error('no draw open long enough yet')
      return open
    },
    { timeout: 40_000, interval: 500 },
  )
}

/** A bet of every family by one player through one wallet-service instance: Spin It, a crash bet, a race single, a number ticket. */
async function betEveryFamily(walletUrl: string, token: string, crashRound: number) {
  const spin = await post(walletUrl, '/agent/spin-multiplier', { token, betAmount: '100' })
  expect(spin.status, JSON.stringify(spin.json)).toBe(200)
  const crash = await post(walletUrl, '/agent/crash/bet', { token, game: CRASH_GAME, amount: 100, autoCashOut: 1.5 })
  expect(crash.status, JSON.stringify(crash.json)).toBe(200)
  expect(dataOf(crashBetPlaced, crash.json).roundId).toBe(crashRound)
  const race = await openRace(walletUrl)
  const single = await post(walletUrl, '/agent/bets', {
    token,
    kind: 'single',
    stake: 100,
    selections: [race.markets[0]!.selections[0]!.selectionId],
  })
  expect(single.status, JSON.stringify(single.json)).toBe(200)
  const draw = await openDraw(walletUrl)
  const ticket = await post(walletUrl, '/agent/bets', {
    token,
    kind: 'single',
    stake: 100,
    selections: [{ game: NUMBER_GAME, drawId: draw.drawId, kind: 'jackpot', picks: [3, 11, 19, 27, 35 + randomInt(5)] }],
  })
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(200)
}

/** The round ids a viewer has been shown, and the phase it last saw of each. */
function roundsSeen(viewer: SseConnection): Map<number, string> {
  const seen = new Map<number, string>()
  for (const message of viewer.messages) {
    const data = JSON.parse(message.data) as { roundId?: number; type?: string; phase?: string; round?: { roundId: number; phase: string } }
    const roundId = data.roundId ?? data.round?.roundId
    if (roundId !== undefined) seen.set(roundId, data.type ?? data.phase ?? data.round?.phase ?? message.event)
  }
  return seen
}

/** The round of the crash game taking bets with at least 4 s of its window left, as the database has it. */
async function bettingRound(): Promise<number> {
  return vi.waitFor(
    async () => {
      const { rows } = await db.query<{ id: string }>(
        `select id from crash_rounds where game = $1 and phase = 'betting' and betting_ends_at > now() + interval '4 seconds'`,
        [CRASH_GAME],
      )
      if (!rows[0]) throw new Error('no round taking bets long enough yet')
      return Number(rows[0].id)
    },
    { timeout: 40_000, interval: 200 },
  )
}

function killGroup(service: RunningService) {
  process.kill(-service.pid!, 'SIGKILL')
}

describe('two wallet-services and two webs on one PostgreSQL and Redis', () => {
  it('loses nothing, settles every bet once and keeps every loop in one process when one instance of each is killed mid-round', async () => {
    const wallets = platform!.services.wallet
    const webs = platform!.services.web
    const walletPids = wallets.map((service) => service.pid!)

    // Every loop is held by one instance while the other waits for it.
    await vi.waitFor(
      async () => {
        const locks = [...(await loopLocks()).values()]
        expect(locks.length).toBeGreaterThanOrEqual(5 + 5 + 4 + 4)
        for (const lock of locks) expect([lock.granted, lock.waiting]).toEqual([1, 1])
        for (const lock of locks) expect(walletPids).toContain(lock.holders[0])
      },
      { timeout: 30_000, interval: 500 },
    )
    const loopsBefore = [...(await loopLocks()).keys()].sort()

    // A viewer on each web instance, directly on its own port.
    for (const web of webs) viewers.push(await openSse(`${instanceUrl(web)}/live/crash/${CRASH_GAME}`))
    for (const viewer of viewers) expect(viewer.status).toBe(200)

    // Every family through each wallet-service instance, and once more through the entry point.
    const players = await Promise.all(wallets.map((wallet) => fundedPlayer(instanceUrl(wallet))))
    const throughEntryPoint = await fundedPlayer(platform!.urls.wallet)
    const round = await bettingRound()
    await Promise.all(wallets.map((wallet, index) => betEveryFamily(instanceUrl(wallet), players[index]!.token, round)))

    // Mid-round: once the round flies, the instance running the crash game and the first web are killed.
    await vi.waitFor(() => expect(roundsSeen(viewers[0]!).get(round)).toBe('round-started'), { timeout: 30_000, interval: 100 })
    const { rows: crashGame } = await db.query<{ id: number }>('select id from games where slug = $1', [CRASH_GAME])
    const runnerPid = (await loopLocks()).get(`20100:${crashGame[0]!.id}`)!.holders[0]!
    const victim = wallets.find((wallet) => wallet.pid === runnerPid)!
    const survivor = wallets.find((wallet) => wallet !== victim)!
    killGroup(victim)
    killGroup(webs[0]!)

    // Within seconds the survivor holds every loop, and nobody else does.
    await vi.waitFor(
      async () => {
        const locks = await loopLocks()
        expect([...locks.keys()].sort()).toEqual(loopsBefore)
        for (const lock of locks.values())
          expect(lock).toEqual({ loop: expect.any(String), granted: 1, waiting: 0, holders: [survivor.pid] })
      },
      { timeout: 15_000, interval: 250 },
    )

    // The entry points skip the dead instances: a player goes on through them, and a viewer through the web's.
    const late = await openSse(`${platform!.urls.web}/live/crash/${CRASH_GAME}`)
    viewers.push(late)
    expect(late.status).toBe(200)
    const nextRound = await bettingRound()
    await betEveryFamily(platform!.urls.wallet, throughEntryPoint.token, nextRound)

    // The seed's demo bets are the seed's: the counts below are of these players' bets.
    const { rows: users } = await db.query<{ id: string }>('select id from users where email = any ($1)', [
      [...players, throughEntryPoint].map((player) => player.emailAddress),
    ])
    const userIds = users.map((user) => user.id)
    expect(userIds).toHaveLength(3)
    // Every bet of these players is settled, once: the crash round the killed runner was flying, the races
    // and the draws included.
    await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ open: number }>(
          `select (select count(*) from crash_bets where status = 'open' and user_id = any ($1))
                + (select count(*) from sports_bets where status = 'open' and user_id = any ($1))
                + (select count(*) from number_bets where status = 'open' and user_id = any ($1)) as open`,
          [userIds],
        )
        expect(Number(rows[0]!.open)).toBe(0)
      },
      { timeout: 90_000, interval: 1000 },
    )
    const settlements = await db.query<{ bets: number; settled_once: number }>(
      `with bet as (
         select id, array['crash-win:' || id, 'crash-loss:' || id, 'crash-void:' || id] as keys from crash_bets where user_id = any ($1)
         union all select id, array['sports-win:' || id, 'sports-loss:' || id, 'sports-void:' || id] from sports_bets where user_id = any ($1)
         union all select id, array['number-win:' || id, 'number-loss:' || id, 'number-void:' || id] from number_bets where user_id = any ($1)
       )
       select count(*)::int as bets,
              count(*) filter (where (select count(*) from journal_entries e where e.idempotency_key = any (bet.keys)) = 1)::int as settled_once
         from bet`,
      [userIds],
    )
    // Three players, a crash bet, a race single and a number ticket each.
    expect(settlements.rows[0]).toEqual({ bets: 9, settled_once: 9 })
    const spins = await db.query<{ rounds: number; entries: number }>(
      `select count(*)::int as rounds, count(e.id)::int as entries
         from game_rounds r left join journal_entries e using (idempotency_key) where r.stake_kobo > 0 and r.user_id = any ($1)`,
      [userIds],
    )
    expect(spins.rows[0]).toEqual({ rounds: 3, entries: 3 })
    const postings = await db.query<{ sum: string; unbalanced: number }>(
      `select (select coalesce(sum(amount_kobo), 0)::text from postings) as sum,
              (select count(*)::int from (select entry_id from postings group by entry_id having sum(amount_kobo) <> 0) e) as unbalanced`,
    )
    expect(postings.rows[0]).toEqual({ sum: '0', unbalanced: 0 })

    // The viewers on the two webs were shown the same rounds while both ran, and the late viewer goes on with them.
    // (From the later of their first rounds: one may have connected as a round ended.)
    const [first, second] = viewers.map((viewer) => [...roundsSeen(viewer).keys()])
    const from = Math.max(first![0]!, second![0]!)
    const whileBoth = (rounds: number[]) => rounds.filter((roundId) => roundId >= from && roundId <= round)
    expect(whileBoth(first!)).toContain(round)
    expect(whileBoth(second!)).toEqual(whileBoth(first!))
    await vi.waitFor(() => expect([...roundsSeen(late).keys()]).toContain(nextRound), { timeout: 30_000, interval: 250 })
    expect([...roundsSeen(viewers[1]!).keys()]).toContain(nextRound)
  })
})
