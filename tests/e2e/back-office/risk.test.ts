import { crashBetPlaced, dataOf } from '@9ja/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins } from '../../../seed/logins.ts'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { followNavLink, logInToCms } from '../../support/cms.ts'
import { CMS_URL } from '../../support/urls.ts'
import { walletPost } from '../accounts/accounts-support.ts'
import { installOneRoundChain, roundOfChain } from '../games/crash-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'

/*
 * Issue 23's open liability for risk: while a crash round holds an open bet, the Risk screen lists that
 * round with its stake held. Support, whose roles do not read risk, is refused the screen.
 */

const logins = demoLogins()
const RISK = logins.cms.find((login) => login.role === 'risk')!
const SUPPORT = logins.cms.find((login) => login.role === 'support')!
const RISK_URL = `${CMS_URL}/admin/back-office/risk`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('open liability', () => {
  it('shows the open crash round a player has bet on, with the stake it holds', async () => {
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
    const naira = (text: string | undefined) => Number(text?.replace(/[₦,]/g, ''))
    expect(Number(openBets)).toBeGreaterThanOrEqual(1)
    expect(naira(stakesHeld)).toBeGreaterThanOrEqual(300)
    expect(naira(worstPayout)).toBeGreaterThan(naira(stakesHeld))
    expect(bound).toMatch(/^(Exact|Upper bound)$/)
    const byGame = risk.locator('section', { has: risk.getByRole('heading', { name: 'Open liability by game' }) })
    await byGame.getByRole('row').filter({ hasText: '(crash)' }).first().waitFor()
  })

  it('is refused to support', async () => {
    const support = await openPage(browser, { width: 1280 })
    await logInToCms(support, SUPPORT)
    expect(await support.getByRole('link', { name: 'Risk', exact: true }).count()).toBe(0)
    await support.goto(RISK_URL)
    await support.getByText('Your roles do not allow this screen. Ask an admin if your work needs it.').waitFor()
  })
})
