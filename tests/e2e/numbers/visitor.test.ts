import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { walletPost } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'
import { expectNoHorizontalOverflow } from '../virtual-sports/sports-support.ts'
import { anyFinishedDraw, drawClosed, finishedDraw, naira, numberDraws, openDraw, openGame, tick } from './numbers-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

const GAMES = [
  { slug: 'one-sure', title: '1 Sure', gameId: 20304 },
  { slug: 'perfect-guess', title: 'Perfect Guess', gameId: 20301 },
  { slug: 'millionaire-kendo', title: 'Millionaire Kendo', gameId: 20302 },
  { slug: 'jackpot-game', title: 'Jackpot Game', gameId: 20303 },
]

describe('a visitor', () => {
  it.each(GAMES)(
    'sees $title: the next draw, the numbers to pick, results, and the rules with every kind and its RTP',
    async ({ slug, title }) => {
      const draws = await numberDraws(slug)
      const page = await openPage(browser, { width: 360 })
      await openGame(page, slug)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
      await page.getByTestId('nb-countdown').waitFor()
      expect(await page.getByTestId('nb-next').textContent()).toMatch(/Next draw #\d+ at \d\d:\d\d/)
      // Every ball of the game on the grid (1 Sure's exact number too), each a 44 px target on a 360 px phone.
      const balls = { 'one-sure': 90, 'perfect-guess': 80, 'millionaire-kendo': 90, 'jackpot-game': 45 }[slug]!
      const cells = page.getByTestId('nb-grid-pick').locator('.nb-cell span')
      expect(await cells.count()).toBe(balls)
      for (const at of [0, balls - 1]) {
        const box = (await cells.nth(at).boundingBox())!
        expect(box.width).toBeGreaterThanOrEqual(44)
        expect(box.height).toBeGreaterThanOrEqual(44)
      }
      await expectNoHorizontalOverflow(page)
      if (draws.jackpot) expect(naira(await page.getByTestId('nb-jackpot-pool').textContent())).toBeGreaterThanOrEqual(draws.jackpot.floor)

      // How to play: the rules, every bet kind's paytable and its RTP as the service states them.
      await page.getByTestId('how-to-play').locator('summary').click()
      const rules = page.getByTestId('nb-rules')
      expect(await rules.locator('li').count()).toBeGreaterThan(0)
      const rows = page.getByTestId('nb-paytable').locator('tbody tr')
      expect(await rows.count()).toBe(draws.betKinds.length)
      for (const [at, kind] of draws.betKinds.entries()) {
        expect(await rows.nth(at).getAttribute('data-kind')).toBe(kind.kind)
        const rtp = Number((await rows.nth(at).getByTestId('nb-kind-rtp').textContent())!.replace('%', ''))
        expect(rtp).toBeCloseTo(kind.rtp * 100, 2)
        expect(rtp).toBeGreaterThanOrEqual(85)
        expect(rtp).toBeLessThanOrEqual(95)
      }
      await page.setViewportSize({ width: 1280, height: 800 })
      await expectNoHorizontalOverflow(page)
    },
  )

  it('reads a finished 1 Sure ball in plain words, and how few draws hot and cold numbers stand on yet (issue 21, item 23)', async () => {
    await anyFinishedDraw('one-sure')
    const page = await openPage(browser, { width: 360 })
    await openGame(page, 'one-sure')
    await expect
      .poll(() => page.getByTestId('nb-ball-says').textContent(), { timeout: 30_000 })
      .toMatch(/^Ball \d{1,2} came out: \d{1,2}-\d{2}, (Odd|Even) and (Low \(1-45\)|High \(46-90\))\.$/)
    // A fresh platform has played far fewer than the 100 draws the figures count over: the page says so.
    expect(await page.getByTestId('nb-hot-cold-window').textContent()).toMatch(
      /^Only (1 draw has|\d+ draws have) been played so far: hot and cold numbers count the last 100 draws/,
    )
  })

  it('reads the rules in Pidgin', async () => {
    const page = await openPage(browser, { width: 1280 })
    await openGame(page, 'millionaire-kendo')
    await page.getByTestId('language-menu-button').click()
    await page.locator('.language-menu').getByTestId('language-pcm').click()
    await page.getByText('Build your ticket').waitFor()
    await page.getByTestId('how-to-play').locator('summary').click()
    expect(await page.getByTestId('nb-rules').textContent()).toContain('dem dey draw 5 balls from 1 reach 90')
  })

  it('finds the four games in the lobby under Number Games, each card opening its page; /play/<slug> leads there too', async () => {
    const page = await openPage(browser, { width: 1280 })
    await page.goto(`${WEB_URL}/virtual?id=5`)
    const grid = page.getByTestId('game-grid')
    for (const { slug, title } of GAMES) {
      expect(await grid.getByTestId(`play-${slug}`).getAttribute('href')).toBe(`/number-games/${slug}`)
      expect(await grid.getByText(title, { exact: true }).count()).toBe(1)
    }
    await grid.getByTestId('play-perfect-guess').click()
    await page.waitForURL(`${WEB_URL}/number-games/perfect-guess`)
    await page.getByTestId('nb-builder').waitFor()
    expect(await page.locator('iframe').count()).toBe(0)
    await page.goto(`${WEB_URL}/play/jackpot-game`)
    await page.waitForURL(`${WEB_URL}/number-games/jackpot-game`)
    await page.getByTestId('nb-jackpot').waitFor()
  })

  it('watches the Jackpot Game pool grow with other players’ stakes, without reloading the page', async () => {
    const page = await openPage(browser, { width: 360 })
    await openGame(page, 'jackpot-game')
    const shown = async () => naira(await page.getByTestId('nb-jackpot-pool').textContent())
    const before = await shown()
    const bettor = await createFundedPlayer(2_000)
    const draw = await openDraw('jackpot-game', 5000)
    // Ten ₦100 lines: ₦20 of each goes into the pool, ₦200 in all (the test platform's floor is ₦100).
    const selections = Array.from({ length: 10 }, (_, i) => ({
      game: 'jackpot-game',
      drawId: draw.drawId,
      kind: 'jackpot',
      picks: [1, 2, 3, 4, 6 + i],
    }))
    const placed = await walletPost('/agent/bets', { token: bettor.token, stake: 100, kind: 'single', selections })
    expect(placed.status, JSON.stringify(placed.json)).toBe(200)
    const url = page.url()
    await expect.poll(shown, { timeout: 30_000, interval: 1000 }).toBeGreaterThan(before)
    expect(page.url()).toBe(url)
  })

  it('builds a ticket with the kinds its numbers allow, and a Lucky dip', async () => {
    await openDraw('millionaire-kendo', 5000)
    const page = await openPage(browser, { width: 360 })
    // From another game's page by its tab: the builder is Kendo's own.
    await openGame(page, 'one-sure')
    await tick(page, [77])
    await page.getByRole('navigation', { name: 'Number games' }).getByRole('link', { name: 'Millionaire Kendo' }).click()
    await page.waitForURL(`${WEB_URL}/number-games/millionaire-kendo`)
    await page.locator('[data-testid="nb-builder"][data-type="nap"]').waitFor()
    expect(await page.getByTestId('nb-grid-pick').locator('input:checked').count()).toBe(0)
    const types = page.getByTestId('nb-types')
    await tick(page, [10, 20, 30])
    // Three numbers: a Nap 3, or a Perm 2 of three lines; not a Perm 3 (it needs 4) nor 1 Banker.
    await expect.poll(() => types.locator('button').allTextContents()).toEqual(['Nap 3', 'Perm 2', 'Against'])
    await page.getByTestId('nb-type-perm-2').click()
    await expect.poll(() => page.getByTestId('nb-lines').textContent()).toBe('3')
    // Lucky dip keeps the type and its count: three numbers for this Perm 2.
    await page.getByTestId('nb-lucky-dip').click()
    await expect.poll(() => page.getByTestId('nb-grid-pick').locator('input:checked').count()).toBe(3)
    expect(await page.getByTestId('nb-lines').textContent()).toBe('3')
    // Past a Perm's 15 numbers the grid takes no more.
    await page.getByRole('button', { name: 'Clear' }).click()
    await tick(page, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    expect(await page.getByTestId('nb-grid-pick').locator('input[value="16"]').isDisabled()).toBe(true)
    expect(await page.getByTestId('nb-lines').textContent()).toBe('105')
  })
})

describe('the ball draw', () => {
  it("brings Perfect Guess's twenty balls out one by one at their instants, and all at once under reduced motion", async () => {
    // The next draw, watched from before its first ball on two pages, one under reduced motion (opened
    // in time on a loaded machine too).
    const next = await openDraw('perfect-guess', 10_000)
    const page = await openPage(browser, { width: 360 })
    const calm = await openPage(browser, { width: 1280 })
    await calm.emulateMedia({ reducedMotion: 'reduce' })
    await Promise.all([openGame(page, 'perfect-guess'), openGame(calm, 'perfect-guess')])
    // Each page records every count of balls it shows while the draw is drawing (the test's own looks would
    // miss steps, or the whole 12 s draw, on a busy machine).
    const recordBallsShown = (drawId: number) => {
      const seen: string[] = []
      ;(window as { ballsShown?: string[] }).ballsShown = seen
      const record = () => {
        const draw = document.querySelector(`[data-testid="nb-draw"][data-draw-id="${drawId}"][data-status="drawing"]`)
        const shown = draw?.getAttribute('data-shown')
        if (shown && seen.at(-1) !== shown) seen.push(shown)
      }
      record()
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-shown', 'data-status'],
      })
    }
    await Promise.all([page.evaluate(recordBallsShown, next.drawId), calm.evaluate(recordBallsShown, next.drawId)])
    await drawClosed('perfect-guess', next.drawId)
    const ballsShown = (shown: Page) => shown.evaluate(() => (window as { ballsShown?: string[] }).ballsShown!)
    // One by one up to all twenty: many steps on the way, not a jump to the end.
    await expect.poll(async () => (await ballsShown(page)).at(-1), { timeout: 30_000 }).toBe('20')
    expect(new Set(await ballsShown(page)).size).toBeGreaterThan(5)
    // Under reduced motion all twenty at once, from the draw's start.
    expect(await ballsShown(calm)).toEqual(['20'])
    const drawn = (await finishedDraw('perfect-guess', next.drawId)).drawn!
    // Drawing or, once the page has reloaded its draws, finished: the same balls in the same order.
    for (const shown of [page, calm]) {
      const balls = shown.locator(`[data-testid="nb-draw"][data-draw-id="${next.drawId}"] .nb-ball`)
      expect(await balls.allTextContents()).toEqual(drawn.map(String))
    }
  })
})

describe('without JavaScript', () => {
  it('builds a ticket by plain forms: a bet type, a Lucky dip, then adds it to the slip', async () => {
    await openDraw('perfect-guess', 8000)
    const page = await openPageWithoutJavaScript(browser, { width: 360 })
    await page.goto(`${WEB_URL}/number-games/perfect-guess?dip=1`)
    // The Lucky dip came from the server: five numbers, a Pick 5.
    expect(await page.getByTestId('nb-grid-pick').locator('input:checked').count()).toBe(5)
    expect(await page.getByTestId('nb-summary').textContent()).toContain('Pick 5')
    await page.getByTestId('nb-grid-pick').locator('input:checked').first().uncheck()
    await page.getByTestId('nb-stake').fill('60')
    await page.getByTestId('nb-builder').getByRole('button', { name: 'Update' }).click()
    await page.waitForURL(/stake=60/)
    expect(await page.getByTestId('nb-summary').textContent()).toContain('Pick 4')
    expect(naira(await page.getByTestId('nb-total-stake').textContent())).toBe(60)
    await page.getByTestId('nb-add').click()
    await page.waitForURL(`${WEB_URL}/number-games/perfect-guess`)
    const ticket = page.getByTestId('bet-slip').getByTestId('slip-ticket')
    expect(await ticket.textContent()).toContain('Pick 4')
    expect(await ticket.getAttribute('data-ticket')).toMatch(/^n:perfect-guess:pick-4:\d+-\d+-\d+-\d+$/)
    expect(await page.getByTestId('slip-stake').inputValue()).toBe('60')

    // 1 Sure's bet types are GETs of the page that keep what was picked where it still means something.
    await page.goto(`${WEB_URL}/number-games/one-sure`)
    await page.getByTestId('nb-type-high-low').click()
    await page.waitForURL(/switchType=high-low/)
    await page.getByTestId('nb-options').getByText('High (46-90)').click()
    await page.getByTestId('nb-builder').getByRole('button', { name: 'Update' }).click()
    expect(await page.getByTestId('nb-summary').textContent()).toContain('High or low')
  })
})
