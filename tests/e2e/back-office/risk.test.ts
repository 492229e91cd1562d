import { randomInt } from 'node:crypto'
import { crashBetPlaced, dataOf } from '@9ja/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'
import { walletPost } from '../accounts/accounts-support.ts'
import { installOneRoundChain, roundOfChain } from '../games/crash-support.ts'
import { createFundedPlayer, SEGMENT, steerNextRound } from '../games/games-support.ts'
import { player } from '../wallet/wallet-support.ts'

/*
 * Issue 23's risk screen: while a crash round holds an open bet, the open liability lists that round with
 * its stake held; a big Spin It win shows among the day's largest wins and in the game's measured RTP; one
 * bank account funding three players shows as an unusual pattern. Support, whose roles do not read risk,
 * is refused the screen.
 */

const logins = demoLogins()
const RISK = logins.cms.find((login) => login.role === 'risk')!
const SUPPORT = logins.cms.find((login) => login.role === 'support')!
const RISK_URL = `${CMS_URL}/admin/back-office/risk`

/** An amount as the screen shows it (₦1,234.50), as a number of naira. */
const naira = (text: string | undefined) => Number(text?.replace(/[₦,]/g, ''))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the risk screen', () => {
  it('shows the open liability of a crash round a player has bet on, with the stake it holds', async () => {
    const player = await createFundedPlayer(500, `Bayo Liability ${Date.now()}`)
    const risk = await openPage(browser, { width: 1280 })
    await logInToCms(risk, RISK)
    // A crash point far off, so the round stays open while risk reads it.
    const chain = await installOneRoundChain('bank-heist', (x100) => x100 >= 5000)
    const roundId = await roundOfChain(chain.chainId)
    const placed = await walletPost('/agent/crash/bet', { token: player.token, game: 'bank-heist', amount: 300 })
    expect(dataOf(crashBetPlaced, placed.json).roundId).toBe(roundId)

    await followNavLink(risk, 'Risk')
    await risk.waitForURL(RISK_URL)
    const byRound = risk.locator('section', { has: risk.getByRole('heading', { name: 'Open liability by round, event or draw' }) })
    const round = byRound.getByRole('row').filter({ has: risk.getByRole('cell', { name: `Round ${roundId}`, exact: true }) })
    await round.waitFor()
    // Columns: game, round, status, plays at, open bets, stakes held, worst payout, exact or bound. Other
    // tests may bet on the same game's round, so its figures hold at least this player's bet.
    const [, , , , openBets, stakesHeld, worstPayout, bound] = await round.getByRole('cell').allTextContents()
    expect(Number(openBets)).toBeGreaterThanOrEqual(1)
    expect(naira(stakesHeld)).toBeGreaterThanOrEqual(300)
    expect(naira(worstPayout)).toBeGreaterThan(naira(stakesHeld))
    expect(bound).toMatch(/^(Exact|Upper bound)$/)
    const byGame = risk.locator('section', { has: risk.getByRole('heading', { name: 'Open liability by game' }) })
    await byGame.getByRole('row').filter({ hasText: '(crash)' }).first().waitFor()
  })

  it("names the day's largest wins, the RTP each game paid against its stated RTP, and a bank account funding several players", async () => {
    const winner = await createFundedPlayer(20_000, `Kemi Bigwin ${Date.now()}`)
    await steerNextRound(winner, 24, SEGMENT.x10)
    const spin = await walletPost('/agent/spin-multiplier', { token: winner.token, betAmount: 20_000 })
    expect(spin.status, JSON.stringify(spin.json)).toBe(200)

    // Three players funded from one account (RISK_PLAYERS_PER_FUNDING_ACCOUNT is 3 by default).
    const funder = String(randomInt(1e9, 1e10 - 1))
    const funded = await Promise.all([1, 2, 3].map((n) => player(`Funded Player${n} ${Date.now()}`)))
    for (const [n, each] of funded.entries()) {
      const transfer = await walletPost('/sandbox/transfers', {
        depositCode: each.depositCode,
        amount: '1000',
        reference: `e2e-risk-${funder}-${n}`,
        senderName: 'OKAFOR CHIDI',
        senderBankCode: '058',
        senderAccountNumber: funder,
      })
      expect(transfer.status, JSON.stringify(transfer.json)).toBe(200)
    }

    const risk = await openPage(browser, { width: 1280 })
    await logInToCms(risk, RISK)
    await followNavLink(risk, 'Risk')
    await risk.getByRole('navigation', { name: 'Risk measures' }).getByRole('link', { name: 'Largest wins' }).click()
    const win = risk.getByRole('row').filter({ hasText: winner.fullName })
    await win.waitFor()
    // Columns: win, stake, multiplier, game, player, bet, paid at.
    const [paid, stake, multiplier, game] = await win.getByRole('cell').allTextContents()
    expect([paid, stake, multiplier, game]).toEqual(['₦200,000', '₦20,000', '10.00x', 'Spin It (instant)'])

    await risk.getByRole('navigation', { name: 'Risk measures' }).getByRole('link', { name: 'RTP against stated' }).click()
    await risk.waitForURL((url) => url.searchParams.get('show') === 'rtp')
    // The game's first line is the day's: game, bet kind, period, bets, stakes, wins, measured, stated, interval, verdict.
    const spinIt = risk.getByRole('row').filter({ has: risk.getByRole('cell', { name: 'Spin It (instant)' }) })
    await spinIt.waitFor()
    const [, kind, period, bets, stakes, wins, measured, stated] = await spinIt.getByRole('cell').allTextContents()
    expect([kind, period]).toEqual(['All bets', 'Day'])
    expect(Number(bets)).toBeGreaterThanOrEqual(1)
    expect(naira(stakes)).toBeGreaterThanOrEqual(20_000)
    expect(naira(wins)).toBeGreaterThanOrEqual(200_000)
    expect(measured).toMatch(/^\d+\.\d{2}%$/)
    expect(stated).toMatch(/^\d+\.\d{2}%$/)

    await risk.getByRole('navigation', { name: 'Risk measures' }).getByRole('link', { name: 'Unusual patterns' }).click()
    const shared = risk
      .locator('.back-office__pattern')
      .filter({ has: risk.getByRole('heading', { name: new RegExp(`${funder} \\(names given: OKAFOR CHIDI\\)`) }) })
    for (const each of funded)
      await shared.getByRole('row').filter({ hasText: each.fullName }).getByRole('cell', { name: '₦1,000' }).waitFor()
    expect(await shared.getByRole('row').count()).toBe(4)

    // A player it names opens on the Players screen, which risk may read.
    await shared.getByRole('link', { name: funded[0]!.fullName }).click()
    await risk.getByRole('heading', { name: funded[0]!.fullName }).waitFor()
  })

  it('is refused to support', async () => {
    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    expect(await support.getByRole('link', { name: 'Risk', exact: true }).count()).toBe(0)
    await support.goto(RISK_URL)
    await support.getByText('Your roles do not allow this screen. Ask an admin if your work needs it.').waitFor()
  })
})
