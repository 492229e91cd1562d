import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from './games-support.ts'

/** Issue 21 item 14: every text of every game meets WCAG AA contrast (How to play was light grey on white). */
const GAME_PAGES = {
  'crash and instant game': ['jet-crash', 'danfo-crash', 'fire-crash', 'bank-heist', 'ball-joggle', 'spin-it', 'spin2win-royale'].map(
    (slug) => `/play/${slug}`,
  ),
  'virtual sports': ['virtual-football', 'dog-race', 'horse-race', 'bike-race', 'car-race'].map((slug) => `/virtual-sports/${slug}`),
  'number games': ['one-sure', 'perfect-guess', 'millionaire-kendo', 'jackpot-game'].map((slug) => `/number-games/${slug}`),
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** The texts below AA contrast on the page as it stands, with every How to play panel open. */
async function contrastFailures(page: Page): Promise<string[]> {
  await page.locator('details.how-to-play').evaluateAll((panels) => panels.forEach((panel) => ((panel as HTMLDetailsElement).open = true)))
  const { violations } = await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`),
  )
}

// At a phone's width, where the players are; colours do not change with the layout.
describe('contrast on the game pages at 360 px', () => {
  // Up to seven game pages each analysed whole: past the usual 90 s on a loaded machine.
  it.each(Object.entries(GAME_PAGES))('meets WCAG AA on the %s pages', { timeout: 180_000 }, async (_family, paths) => {
    const page = await openPage(browser, { width: 360 })
    await logIn(page, await createFundedPlayer(0))
    const failures: string[] = []
    for (const path of paths) {
      await gotoPage(page, path)
      await page.locator('main').first().waitFor()
      failures.push(...(await contrastFailures(page)).map((failure) => `${path} ${failure}`))
    }
    expect(failures).toEqual([])
  })
})
