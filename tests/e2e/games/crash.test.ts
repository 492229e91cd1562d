import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { openCrashGame } from './crash-support.ts'
import { createFundedPlayer } from './games-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

const CRASH_GAMES = ['Jet Crash', 'Danfo Crash', 'Fire Crash', 'Bank Heist', 'Ball Joggle']
const SLUGS = ['jet-crash', 'danfo-crash', 'fire-crash', 'bank-heist', 'ball-joggle']

describe.each([360, 1280])('the crash games at %i px', (width) => {
  it('lay out every game without horizontal overflow, with the controls and limits in reach', async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width })
    await logIn(page, player)
    for (const slug of SLUGS) {
      await gotoPage(page, `/play/${slug}`)
      await page.waitForSelector(`[data-testid="crash-stage"][data-game="${slug}"]`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      for (const control of ['bet-button-0', 'bet-button-1', 'crash-limits']) {
        const box = (await page.getByTestId(control).boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      expect(await page.getByTestId('crash-limits').textContent()).toContain('97%')
    }
  })
})

describe('how to play', () => {
  it("is told once, in the panel every game has, in the player's language and with the settings in force", async () => {
    const player = await createFundedPlayer(0)
    const page = await openCrashGame(browser, player, 'jet-crash', 360)
    expect(await page.locator('.crash-tabs').getByRole('tab').allTextContents()).toEqual(['All bets', 'My bets', 'Top wins'])
    const panel = page.getByTestId('how-to-play')
    await panel.getByText('How to play').click()
    await panel.getByText('Each round takes bets for 10 seconds.', { exact: false }).waitFor()
    await panel.getByText('it takes at most ₦49,504,950.49 of stakes', { exact: false }).waitFor()
    await panel.getByText('A bet is ₦100 to ₦', { exact: false }).waitFor()
    expect(await panel.locator('dt').allTextContents()).toContain('Most stakes per round')

    await page.context().addCookies([{ name: 'lng', value: 'pcm', url: WEB_URL }])
    await page.reload()
    await page.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
    expect(await page.locator('.crash-tabs').getByRole('tab').allTextContents()).toEqual(['All bets', 'My bets', 'Top wins'])
    await panel.getByText('How to play am').click()
    await panel.getByText('Every round dey take bet for 10 seconds.', { exact: false }).waitFor()
    await panel.getByText('e go take ₦49,504,950.49 stakes at most', { exact: false }).waitFor()
  })
})

describe('reduced motion', () => {
  it('keeps the artwork still and the numbers running', async () => {
    const player = await createFundedPlayer(0)
    const page = await openCrashGame(browser, player, 'ball-joggle', 360)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // A whole flight under reduced motion: from the next betting window on.
    await page.waitForSelector('[data-testid="crash-stage"][data-phase="betting"]', { timeout: 30_000 })
    await page.waitForSelector('[data-testid="crash-stage"][data-phase="flying"]', { timeout: 30_000 })
    const first = await page.getByTestId('crash-multiplier').textContent()
    await expect.poll(() => page.getByTestId('crash-multiplier').textContent()).not.toBe(first)
    expect(await page.locator('.crash-curve').getAttribute('d')).toBe('')
    expect(await page.locator('.joggle-ball').evaluate((ball) => getComputedStyle(ball).animationName)).toBe('none')

    // Dropped (issue 21 item 18): the ball lies on the grass, in the stage's view, not in the air.
    // Measured in the page in the crash's first frame: the crashed round shows for 1.5 s only under the test
    // settings, and a loaded machine may take longer than that between two looks from the test.
    const dropped = await page.evaluate(
      () =>
        new Promise<{ ball: DOMRect; grass: DOMRect; stage: DOMRect }>((resolve) => {
          const look = () => {
            const stage = document.querySelector('[data-testid="crash-stage"]')!
            if (stage.getAttribute('data-phase') !== 'crashed') return requestAnimationFrame(look)
            resolve({
              ball: document.querySelector('.joggle-ball circle')!.getBoundingClientRect().toJSON(),
              grass: document.querySelector('.crash-stage-art line')!.getBoundingClientRect().toJSON(),
              stage: stage.getBoundingClientRect().toJSON(),
            })
          }
          look()
        }),
    )
    expect(Math.abs(dropped.ball.bottom - dropped.grass.top)).toBeLessThanOrEqual(3)
    expect(dropped.ball.left).toBeGreaterThanOrEqual(dropped.stage.left)
    expect(dropped.ball.right).toBeLessThanOrEqual(dropped.stage.right)
  })
})

describe('the lobby', () => {
  it("lists the five crash games under Aviator Games and launches one into the lobby's frame", async () => {
    const player = await createFundedPlayer(0)
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, player)
    await gotoPage(page, '/virtual?id=3')
    const grid = page.getByTestId('game-grid')
    for (const title of CRASH_GAMES) await grid.getByText(title, { exact: true }).waitFor()
    await grid.getByRole('button', { name: 'Play Now' }).first().click()
    const game = page.frameLocator('[data-testid="game-frame"] iframe')
    await game.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
    expect(await game.getByTestId('play-header').count()).toBe(0)
  })
})

describe('sound effects (issue 21, item 18)', () => {
  it('are off until turned on, remembered on the device, and heard at a bet and at a crash', async () => {
    const player = await createFundedPlayer(2000)
    const page = await openPage(browser, { width: 1280 })
    // Every tone the page makes, counted where it makes it: the Web Audio API the sounds are synthesised with.
    await page.addInitScript(() => {
      const tones = { count: 0 }
      Object.assign(window, { crashTones: tones })
      const create = AudioContext.prototype.createOscillator
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        tones.count += 1
        return create.call(this)
      }
    })
    const tones = () => page.evaluate(() => (window as unknown as { crashTones: { count: number } }).crashTones.count)
    const phase = (name: string) => page.locator(`[data-testid="crash-stage"][data-phase="${name}"]`).waitFor({ timeout: 40_000 })
    await logIn(page, player)
    // Not Jet Crash: crash-shared-round.test.ts, running beside this file, counts the bets of a Jet round.
    // Ball Joggle's rounds come every 10 s or so (the suite's shortest loop).
    await gotoPage(page, '/play/ball-joggle')
    await page.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
    const toggle = page.getByTestId('crash-sound')
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')

    // Off: a round crashes in silence.
    await phase('flying')
    await phase('crashed')
    expect(await tones()).toBe(0)

    // On: the bet taken is heard, then the crash.
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    await phase('betting')
    await page.getByTestId('bet-button-0').click()
    await page.locator('[data-testid="bet-button-0"][data-action="cancel"]').waitFor()
    await expect.poll(tones).toBeGreaterThan(0)
    const afterBet = await tones()
    await phase('flying')
    await phase('crashed')
    await expect.poll(tones).toBeGreaterThan(afterBet)

    // Remembered: on again after a reload, and off once turned off. The page reads the device's choice just
    // after it takes over the server's HTML (which says "off"): read the toggle once it has.
    const reloadAndReadChoice = async () => {
      await page.reload()
      await page.locator('[data-testid="crash-sound"][data-choice-read="true"]').waitFor()
      return toggle.getAttribute('aria-pressed')
    }
    expect(await reloadAndReadChoice()).toBe('true')
    await toggle.click()
    expect(await reloadAndReadChoice()).toBe('false')
  })
})
