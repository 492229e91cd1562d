import { randomBytes } from 'node:crypto'
import { crashTopWins, dataOf, walletHistory, type CrashTopWin, type CrashTopWinPeriod } from '@9ja/contract'
import { crashPointX100 } from '@9ja/fairness'
import { chainLinkAfter } from '@9ja/fairness/node'
import type { Browser, Page } from 'playwright-core'
import pg from 'pg'
import { expect } from 'vitest'
import { openPage } from '../../support/browser.ts'
import { WALLET_DATABASE_URL, WALLET_URL } from '../../support/urls.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import type { Player } from './games-support.ts'

/**
 * Steering a crash game from a test: the round runner plays the newest chain of a game that has links
 * left, so a one-link chain installed in the database makes the next round that opens play its seed.
 * The test chooses a seed whose crash point it wants: knowledge only a test with the database has;
 * nothing in the product lets anyone choose a crash point.
 */
export async function installOneRoundChain(game: string, wanted: (crashX100: number) => boolean) {
  let seed = randomBytes(32).toString('hex')
  while (!wanted(crashPointX100(seed, 9700))) seed = randomBytes(32).toString('hex')
  const client = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into crash_chains (game, seed, commitment, length) values ($1, $2, $3, 1) returning id`,
      [game, seed, chainLinkAfter(seed)],
    )
    return { chainId: Number(rows[0]!.id), seed, crashX100: crashPointX100(seed, 9700) }
  } finally {
    await client.end()
  }
}

/** The id of the round the chain's one link plays, once the runner has opened it. */
export async function roundOfChain(chainId: number): Promise<number> {
  const client = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await client.connect()
  try {
    let roundId: number | undefined
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ id: string }>('select id from crash_rounds where chain_id = $1', [chainId])
          roundId = rows[0] ? Number(rows[0].id) : undefined
          return roundId
        },
        { timeout: 40_000, interval: 100 },
      )
      .toBeDefined()
    return roundId!
  } finally {
    await client.end()
  }
}

/** A logged-in player's page on a crash game, opened in the whole window; answered once React has hydrated it, so a first click acts. */
export async function openCrashGame(browser: Browser, player: Player, game: string, width: number): Promise<Page> {
  const page = await openPage(browser, { width })
  await logIn(page, player)
  await gotoPage(page, `/play/${game}`)
  await page.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
  return page
}

/** Waits until the page shows round `roundId` in `phase`. */
export async function waitForRound(page: Page, roundId: number, phase: 'betting' | 'flying' | 'crashed') {
  await page.waitForSelector(`[data-testid="crash-game"][data-round-id="${roundId}"] [data-testid="crash-stage"][data-phase="${phase}"]`, {
    timeout: 40_000,
  })
}

/** The player's wallet history, as the wallet-service lists it (read with the contract). */
export async function history(player: Player) {
  const response = await fetch(`${WALLET_URL}/agent/trasaction-history`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: player.token }),
  })
  return walletHistory.parse(await response.json()).data
}

/** A crash game's top wins of the Lagos day or month, as the wallet-service lists them (read with the contract). */
export async function topWinsOf(game: string, period: CrashTopWinPeriod): Promise<CrashTopWin[]> {
  const response = await fetch(`${WALLET_URL}/games/crash/${game}/top-wins?period=${period}`)
  return dataOf(crashTopWins, await response.json()).wins
}

/** Types a stake into a bet panel's amount. */
export async function setStake(page: Page, slot: 0 | 1, amount: number) {
  await page.getByTestId(`bet-panel-${slot}`).getByLabel('Amount (₦)').fill(String(amount))
}
