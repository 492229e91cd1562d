import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from '../games/games-support.ts'
import { anyFinishedDraw } from './numbers-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

describe('/fairness for the number games', () => {
  it.each(['perfect-guess', 'jackpot-game'])(
    'recomputes a finished %s draw in the browser: its numbers, its link and the chain',
    async (slug) => {
      const draw = await anyFinishedDraw(slug)
      const page = await openPage(browser, { width: 360 })
      await logIn(page, await createFundedPlayer(0))
      await gotoPage(page, `/fairness?numbers=${slug}&draw=${draw.drawId}#number-games`)
      const proof = page.getByTestId('numbers-fairness-draw')
      expect(await proof.getAttribute('data-draw-id')).toBe(String(draw.drawId))
      expect(await proof.getByTestId('numbers-fairness-link').textContent()).toBe(draw.fairness.link)
      expect(await proof.getByTestId('numbers-fairness-drawn').textContent()).toBe(draw.drawn!.join(' '))
      await proof.getByTestId('numbers-verify').click()
      const verdict = proof.getByTestId('numbers-verify-result')
      await verdict.waitFor()
      expect(await verdict.getAttribute('data-state')).toBe('verified')
      await proof.getByRole('button', { name: 'Check the chain to the commitment' }).click()
      await proof.locator('[data-testid="numbers-walk-result"][data-state="reached"]').waitFor({ timeout: 30_000 })
    },
  )

  it('finds a draw by game and id from a results link, and says when there is none', async () => {
    const draw = await anyFinishedDraw('one-sure')
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, await createFundedPlayer(0))
    await gotoPage(page, '/number-games/one-sure')
    await page.locator(`[data-testid="nb-result"][data-draw-id="${draw.drawId}"]`).getByRole('link', { name: 'Verify' }).click()
    await page.locator(`[data-testid="numbers-fairness-draw"][data-draw-id="${draw.drawId}"]`).waitFor()
    const section = page.getByTestId('numbers-fairness')
    await section.getByTestId('numbers-fairness-draw-id').fill('999999999')
    await section.getByRole('button', { name: 'Find draw' }).click()
    await section.getByTestId('numbers-fairness-missing').waitFor()
  })
})
