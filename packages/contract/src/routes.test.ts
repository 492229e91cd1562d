import { describe, expect, it } from 'vitest'
import { contractBreach, routeOf } from './routes.ts'

describe('routeOf', () => {
  it('finds the route an address is answered by, the most literal one first, its query ignored', () => {
    expect(routeOf('GET', '/games/spin-it')?.path).toBe('/games/:slug')
    expect(routeOf('get', '/games/crash/jet-crash?x=1')?.path).toBe('/games/crash/:slug')
    expect(routeOf('GET', '/games/crash/jet-crash/rounds?limit=5')?.path).toBe('/games/crash/:slug/rounds')
    expect(routeOf('GET', '/games/crash/jet-crash/rounds/12')?.path).toBe('/games/crash/:slug/rounds/:roundId')
    expect(routeOf('GET', '/games/wins/recent')?.path).toBe('/games/wins/recent')
    expect(routeOf('POST', '/games/fairness/seed')?.path).toBe('/games/fairness/seed')
    // A method the route does not take, or a path no stated route has, is outside the contract.
    expect(routeOf('POST', '/games/spin-it')).toBeNull()
    expect(routeOf('GET', '/agent/withdraw-fund')).toBeNull()
  })

  it("states compliance's staff routes: the AML lists row by row, the identity-check exceptions and their re-run, the self-exclusions", () => {
    expect(routeOf('GET', '/staff/aml/large-cash?from=2026-12-01&to=2026-12-01')?.path).toBe('/staff/aml/large-cash')
    expect(routeOf('POST', '/staff/kyc/5b0e9c2e-4f1a-4c59-9a53-0d3c2b7c4e11/rerun')?.path).toBe('/staff/kyc/:playerId/rerun')
    expect(routeOf('GET', '/staff/kyc/exceptions')?.path).toBe('/staff/kyc/exceptions')
    expect(routeOf('GET', '/staff/self-exclusions')?.path).toBe('/staff/self-exclusions')
  })
})

describe('contractBreach', () => {
  const proof = {
    roundId: 12,
    game: 'jet-crash',
    crashPoint: 2.5,
    hash: 'ab',
    nextHash: 'cd',
    chainId: 1,
    chainIndex: 99,
    commitment: 'ef',
    rtp: 0.97,
    rtpBasisPoints: 9700,
    growthPerMs: 0.00006,
    startedAt: '2026-11-28T10:00:00.000Z',
    crashedAt: '2026-11-28T10:00:10.000Z',
    bettingEndsAt: '2026-11-28T10:00:00.000Z',
  }
  it('passes an answer that keeps the contract, and says where one breaks it', () => {
    expect(contractBreach('GET', '/games/crash/jet-crash/rounds/12', 200, { status: 200, message: 'Success', data: proof })).toBeNull()
    expect(contractBreach('GET', '/games/crash/jet-crash/rounds/12', 200, { data: { ...proof, crashPoint: '2.5' } })).toBe(
      'GET /games/crash/jet-crash/rounds/12 answered 200 outside the contract of GET /games/crash/:slug/rounds/:roundId: data.crashPoint: Invalid input: expected number, received string',
    )
  })

  it('holds each line of the AML register to its fields, amounts in naira as numbers', () => {
    const row = {
      day: '2026-12-01',
      userId: '7',
      playerId: '5b0e9c2e-4f1a-4c59-9a53-0d3c2b7c4e11',
      fullName: 'Ngozi Eze',
      kycStatus: 'verified',
      idType: 'BVN',
      idLast4: '4821',
      verifiedAt: '2026-12-01T09:00:00.000Z',
      deposits: 1234.5,
      withdrawals: 0,
      cashMovement: 1234.5,
      stakes: 0,
      wins: 0,
    }
    const register = (rows: unknown[]) => ({ data: { database: 'primary', replayedAt: null, rows } })
    expect(contractBreach('GET', '/staff/aml/register?from=2026-12-01&to=2026-12-01', 200, register([row]))).toBeNull()
    expect(
      contractBreach('GET', '/staff/aml/register?from=2026-12-01&to=2026-12-01', 200, register([{ ...row, deposits: '1234.50' }])),
    ).toBe(
      'GET /staff/aml/register?from=2026-12-01&to=2026-12-01 answered 200 outside the contract of GET /staff/aml/register: data.rows.0.deposits: Invalid input: expected number, received string',
    )
  })

  it('holds every refusal of a stated route to the refusal shape, and leaves other routes alone', () => {
    expect(contractBreach('POST', '/agent/crash/bet', 409, { status: 409, code: 'BETS_CLOSED', message: 'Bets are closed' })).toBeNull()
    expect(contractBreach('POST', '/agent/crash/bet', 409, { message: 'Bets are closed' })).toMatch(
      /^POST \/agent\/crash\/bet answered 409 .*code/,
    )
    expect(contractBreach('POST', '/agent/withdraw-fund', 200, { anything: true })).toBeNull()
  })
})
