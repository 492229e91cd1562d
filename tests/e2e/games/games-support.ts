import { dataOf, login as loginAnswer, walletBalance as walletBalanceAnswer } from '@9ja/contract'
import { RoundRandom } from '@9ja/fairness/node'
import type { Page } from 'playwright-core'
import pg from 'pg'
import { expect } from 'vitest'
import { WALLET_DATABASE_URL, WALLET_URL, WEB_URL } from '../../support/urls.ts'
import { createAccount, logIn, verifyIdentityWithToken, type Account } from '../accounts/accounts-support.ts'

/**
 * The wallet database of the platform under test. Tests read a player's (secret) server seed
 * from it to choose a client seed whose next outcome they want: the same lever any player has,
 * with knowledge only a test may have. Nothing in the product has a way to force an outcome.
 */

async function walletPost(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${WALLET_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

export type Player = Account & { token: string; depositCode: string }

/**
 * A player whose identity is verified (every stake needs it), with an API session of its own (for
 * steering seeds), funded through the sandbox bank.
 */
export async function createFundedPlayer(naira: number, fullName = 'Ngozi Eze'): Promise<Player> {
  const account = await createAccount(fullName)
  const login = await walletPost('/agent/login', { userId: account.emailAddress, password: account.password })
  const { token, depositCode } = dataOf(loginAnswer, login.json)
  await verifyIdentityWithToken(token)
  if (naira > 0) {
    const transfer = await walletPost('/sandbox/transfers', { depositCode, amount: String(naira) })
    expect(transfer.status, JSON.stringify(transfer.json)).toBeLessThan(300)
    await expect.poll(async () => (await walletPost('/agent/wallet-balance', { token })).json.balance, { timeout: 10_000 }).toBe(naira)
  }
  return { ...account, token, depositCode }
}

/** The player's balance (naira), as the wallet-service states it (read with the contract). */
export async function walletBalance(player: Player): Promise<number> {
  return walletBalanceAnswer.parse((await walletPost('/agent/wallet-balance', { token: player.token })).json).balance
}

/**
 * A sum of naira amounts to the kobo, as the wallet states balances: 900 + 478.86 in floating point is
 * 1378.8600000000001, never a balance.
 */
export function nairaSum(...amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100
}

/** First uniform integer below n of a round: the server's own generator (packages/fairness). */
export function firstInteger(serverSeed: string, clientSeed: string, nonce: number, n: number): number {
  return new RoundRandom({ serverSeed, clientSeed, nonce }).int(n)
}

/** Sets a client seed under which the player's next round draws `wanted` from `n` outcomes. */
export async function steerNextRound(player: Player, n: 24 | 37, wanted: number): Promise<void> {
  await walletPost('/games/fairness/seed', { token: player.token })
  const client = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_seed: string; next_nonce: string }>(
      `select s.server_seed, s.next_nonce from fairness_seeds s join users u on u.id = s.user_id
        where u.email = $1 and s.revealed_at is null`,
      [player.emailAddress],
    )
    const { server_seed: serverSeed, next_nonce: nonce } = rows[0]!
    for (let i = 0; i < 100_000; i++) {
      const clientSeed = `e2e-${i}`
      if (firstInteger(serverSeed, clientSeed, Number(nonce), n) === wanted) {
        const set = await walletPost('/games/fairness/client-seed', { token: player.token, clientSeed })
        expect(set.status).toBe(200)
        return
      }
    }
    throw new Error('no client seed found')
  } finally {
    await client.end()
  }
}

/** Spin It segments by result (see wallet-service/src/games/spin-it/PAYTABLE.md). */
export const SEGMENT = { x10: 0, lose: 1, x2: 4, spinAgain: 6 } as const

/**
 * Logs the player in and launches a game from a category of the lobby on a phone, where the game
 * takes the whole window (issue 21 item 16): answers once its page is there, launch token and all.
 */
export async function launchFromLobbyOnPhone(page: Page, player: Player, game: { category: number; title: string; slug: string }) {
  await logIn(page, player, 'Virtual')
  await page.goto(`${WEB_URL}/dashboard/virtual?id=${game.category}`)
  await page.getByTestId('game-grid').locator('li', { hasText: game.title }).getByRole('button', { name: 'Play Now' }).click()
  await page.waitForURL((url) => url.pathname === `/play/${game.slug}` && url.searchParams.has('launch'))
}

export const ROYALE_IN_LOBBY = { category: 2, title: 'Spin 2 Win Royale', slug: 'spin2win-royale' }

/**
 * Logs the player in and launches Spin 2 Win Royale from the Spin Games lobby, into the lobby's
 * frame (a desktop's width); answers once React has hydrated the table there, so the test's first
 * clicks place chips (on the server's HTML before that, a click does nothing: under load that lost a chip).
 */
export async function launchRoyaleInLobby(page: Page, player: Player): Promise<void> {
  await logIn(page, player, 'Virtual')
  await page.goto(`${WEB_URL}/dashboard/virtual?id=2`)
  await page.getByTestId('game-grid').getByRole('button', { name: 'Play Now' }).click()
  await page.frameLocator('[data-testid="game-frame"] iframe').locator('[data-testid="roulette-table"][data-hydrated="true"]').waitFor()
}
