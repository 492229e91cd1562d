import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, launchRoyaleInLobby, steerNextRound, walletBalance } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('Spin 2 Win Royale and /fairness', () => {
  it('places, clears and settles bets on the table, then verifies the rounds in the browser', async () => {
    const player = await createFundedPlayer(5000)
    const page = await openPage(browser, { width: 360 })
    await logIn(page, player)
    await page.goto(`${WEB_URL}/play/spin2win-royale`)
    const table = page.getByTestId('roulette-table')
    await table.waitFor()
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦5,000')

    // Chips add up on a cell; Clear removes every bet.
    await table.locator('[data-bet="straight:5"]').click()
    await table.locator('[data-bet="straight:5"]').click()
    expect(await page.getByTestId('total-stake').textContent()).toBe('Total stake: ₦200')
    await page.getByRole('button', { name: 'Clear bets' }).click()
    expect(await page.getByTestId('total-stake').textContent()).toBe('Total stake: ₦0')

    // ₦100 on 17, black, the 2nd dozen and Orphelins (8 × ₦100); 17 comes up.
    await table.locator('[data-bet="straight:17"]').click()
    await table.locator('[data-bet="colour:black"]').click()
    await table.locator('[data-bet="dozen:2"]').click()
    await table.locator('[data-bet="sector:orphelins"]').click()
    await table.locator('[data-bet="colour:red"]').click()
    expect(await page.getByTestId('total-stake').textContent()).toBe('Total stake: ₦1,200')
    await steerNextRound(player, 37, 17)
    await page.getByRole('button', { name: 'Spin', exact: true }).click()
    await page.getByTestId('roulette-winnings').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('roulette-result').locator('.pocket').getAttribute('data-number')).toBe('17')
    // 3,600 + 200 + 300 + 3,600 returned on ₦1,200 staked.
    expect(await page.getByTestId('roulette-winnings').textContent()).toBe('You won ₦7,700')
    expect(await page.getByTestId('recent-results').locator('li').first().textContent()).toBe('17')
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toBe('Balance: ₦11,500')
    expect(await walletBalance(player)).toBe(11_500)

    // /fairness: before rotation the round cannot be checked; after it, the browser recomputes it.
    await page.goto(`${WEB_URL}/fairness`)
    const hashBefore = await page.getByTestId('server-seed-hash').textContent()
    await page.getByText('Rotate your seed to verify this round').first().waitFor()
    await page.getByRole('button', { name: 'Rotate server seed (reveals the current one)' }).click()
    await expect.poll(() => page.getByTestId('server-seed-hash').textContent()).not.toBe(hashBefore)
    const round = page.getByTestId('fairness-round').first()
    await round.getByRole('button', { name: 'Verify' }).click()
    const result = round.getByTestId('verify-result')
    await result.waitFor()
    expect(await result.getAttribute('data-state')).toBe('verified')
    expect(await result.textContent()).toContain('Verified: the seeds give number 17, as recorded')
    expect(await result.textContent()).toContain('SHA-256 of the revealed seed matches the hash shown before play')

    // The check runs in the browser: before (or without) the page's script its button cannot be tapped in vain.
    const plain = await openPageWithoutJavaScript(browser)
    await plain.context().addCookies(await page.context().cookies())
    await plain.goto(`${WEB_URL}/fairness`)
    expect(await plain.getByTestId('fairness-round').first().getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true)
  })

  it('answers the fairness forms with a toast each, refuses an empty client seed, and works without JavaScript', async () => {
    const player = await createFundedPlayer(100)
    const page = await openPage(browser, { width: 360 })
    await logIn(page, player)
    await gotoPage(page, '/fairness')
    const clientSeed = page.getByLabel('Client seed')
    await clientSeed.fill('')
    await page.getByText('Enter a client seed').waitFor()
    expect(await page.getByTestId('client-seed-submit').isDisabled()).toBe(true)
    await clientSeed.fill('lagos-lucky-7')
    await page.getByTestId('client-seed-submit').click()
    await page.getByText('Your new client seed is in use.').waitFor()
    await expect.poll(() => page.getByLabel('Client seed').inputValue()).toBe('lagos-lucky-7')
    const hashBefore = await page.getByTestId('server-seed-hash').textContent()
    await page.getByTestId('rotate-submit').click()
    await page.getByText(/^A new server seed is in use\. The previous one is revealed: \S+$/).waitFor()
    await expect.poll(() => page.getByTestId('server-seed-hash').textContent()).not.toBe(hashBefore)

    // The same forms as plain HTML: the server answers with a redirect and the toast in the flash cookie.
    const plain = await openPageWithoutJavaScript(browser)
    await plain.context().addCookies(await page.context().cookies())
    await plain.goto(`${WEB_URL}/fairness`)
    await plain.getByLabel('Client seed').fill('abuja-seed')
    await plain.getByTestId('client-seed-submit').click()
    await plain.getByText('Your new client seed is in use.').waitFor()
    expect(await plain.getByLabel('Client seed').inputValue()).toBe('abuja-seed')
    await plain.getByLabel('Client seed').fill(' ')
    await plain.getByTestId('client-seed-submit').click()
    await plain.getByText('Enter a client seed').waitFor()
  })

  it('sends a player short of the stake, from the lobby frame, to a deposit of what is missing (at least ₦100)', async () => {
    const player = await createFundedPlayer(100)
    const page = await openPage(browser, { width: 1280 })
    await launchRoyaleInLobby(page, player)
    const table = page.frameLocator('[data-testid="game-frame"] iframe').getByTestId('roulette-table')
    await table.waitFor()
    for (let click = 0; click < 3; click++) await table.locator('[data-bet="straight:5"]').click()
    await table.getByRole('button', { name: 'Spin', exact: true }).click()
    // The wallet opens in the whole window, not inside the game's frame.
    await page.waitForURL((url) => url.pathname === '/dashboard/wallet' && url.searchParams.get('selectedAmount') === '200')
    await expect.poll(() => page.getByTestId('deposit-amount').inputValue()).toBe('200')
    expect(await walletBalance(player)).toBe(100)
  })
})
