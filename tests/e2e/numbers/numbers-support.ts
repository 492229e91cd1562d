import { dataOf, numberDrawDetails, numberDraws as numberDrawsAnswer, type NumberDrawDetailsView, type NumberDrawView } from '@9ja/contract'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { WALLET_URL, WEB_URL } from '../../support/urls.ts'
import { platformNow } from '../../support/clock.ts'

/**
 * The number games as the wallet-service publishes them, read straight from its public API with the
 * contract's schemas: what the pages must show. The platform under test draws them on a fast schedule (global-setup.ts:
 * 1 Sure every 20 s, the others every 24 to 30 s, betting closing 3 s before each draw).
 */
/** Reads one answer of the wallet-service's public API with the contract's schema (@9ja/contract). */
async function getData<T extends Parameters<typeof dataOf>[0]>(path: string, schema: T) {
  const response = await fetch(`${WALLET_URL}${path}`)
  expect(response.status, path).toBe(200)
  return dataOf(schema, await response.json())
}

export const numberDraws = (slug: string) => getData(`/games/numbers/${slug}/draws`, numberDrawsAnswer)
export const numberDraw = (slug: string, drawId: number) => getData(`/games/numbers/${slug}/draws/${drawId}`, numberDrawDetails)

/**
 * The game's next draw once it takes bets for at least `forMs` more (waiting out one closing
 * sooner), so a test has time to build, add and place a ticket on it.
 */
export async function openDraw(slug: string, forMs: number, timeout = 60_000): Promise<NumberDrawView> {
  let found: NumberDrawView | undefined
  await expect
    .poll(
      async () => {
        const draws = await numberDraws(slug)
        found = draws.upcoming.find((draw) => draw.drawId === draws.drawId)
        return found !== undefined && Date.parse(found.closesAt) - platformNow() > forMs
      },
      { timeout, interval: 500 },
    )
    .toBe(true)
  return found!
}

/** Waits until the draw takes no more bets (its betting closed at its `closesAt`). */
export async function drawClosed(slug: string, drawId: number, timeout = 60_000): Promise<void> {
  await expect.poll(async () => (await numberDraw(slug, drawId)).status, { timeout, interval: 250 }).not.toBe('open')
}

/** The draw once it has finished (its bets settled with it), as /draws/{id} states it. */
export async function finishedDraw(slug: string, drawId: number, timeout = 90_000): Promise<NumberDrawDetailsView> {
  let draw: Awaited<ReturnType<typeof numberDraw>> | undefined
  await expect
    .poll(
      async () => {
        draw = await numberDraw(slug, drawId)
        return draw.status
      },
      { timeout, interval: 1000 },
    )
    .toBe('finished')
  return draw!
}

/** A draw of the game that has finished (waits for one). */
export async function anyFinishedDraw(slug: string, timeout = 90_000): Promise<NumberDrawView> {
  let found: NumberDrawView | undefined
  await expect
    .poll(
      async () => {
        found = (await numberDraws(slug)).recent.find((draw) => draw.status === 'finished')
        return found !== undefined
      },
      { timeout, interval: 1000 },
    )
    .toBe(true)
  return found!
}

/** Opens a number game's page and waits until its ticket builder is hydrated (its buttons act at once). */
export async function openGame(page: Page, slug: string) {
  await page.goto(`${WEB_URL}/number-games/${slug}`)
  await page.locator('[data-testid="nb-builder"][data-hydrated="true"]').waitFor()
}

/** Ticks numbers on the builder's grid (`pick`: top or only numbers; `against`: bottom numbers). */
export async function tick(page: Page, numbers: readonly number[], grid: 'pick' | 'against' = 'pick') {
  for (const number of numbers) {
    await page.getByTestId(`nb-grid-${grid}`).locator(`input[value="${number}"] + span`).click()
  }
}

/** "₦1,234.50" -> 1234.5 */
export const naira = (text: string | null) => Number((text ?? '').replace(/[₦,\s]/g, ''))
