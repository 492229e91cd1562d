import { payoutKobo } from '@9ja/fairness'
import { maxPayoutX100, settleTicket, type NumberGameSlug, type NumberTicket } from '@9ja/number-games'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, nairaSum, walletBalance, type Player } from '../games/games-support.ts'
import { expectNoHorizontalOverflow } from '../virtual-sports/sports-support.ts'
import { finishedDraw, naira, openDraw, openGame, tick } from './numbers-support.ts'

/**
 * Playing a number game end to end, one test file per game (play-<game>.test.ts): each waits on its
 * own game's draws, so the four run side by side in the parallel group instead of one after another.
 */
let browser: Browser

/** How a test builds its ticket on the page, and the ticket (and stake per line) that makes. */
type Play = {
  build: (page: Page) => Promise<void>
  /** The ticket built; null when a Lucky dip chose the numbers (read back from the slip). */
  ticket: NumberTicket | null
  stake: number
  lines: number
}

const PLAYS: Record<NumberGameSlug, Record<360 | 1280, Play>> = {
  'one-sure': {
    360: {
      build: (page) => tick(page, [17]),
      ticket: { kind: 'exact', picks: [17] },
      stake: 100,
      lines: 1,
    },
    1280: {
      build: async (page) => {
        await page.getByTestId('nb-type-range').click()
        await page.getByTestId('nb-options').getByText('31-60').click()
      },
      ticket: { kind: 'range', picks: [2] },
      stake: 200,
      lines: 1,
    },
  },
  'perfect-guess': {
    360: { build: (page) => tick(page, [3, 18, 40, 77]), ticket: { kind: 'pick-4', picks: [3, 18, 40, 77] }, stake: 50, lines: 1 },
    1280: {
      build: (page) => tick(page, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      ticket: { kind: 'pick-10', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      stake: 50,
      lines: 1,
    },
  },
  'millionaire-kendo': {
    360: {
      build: async (page) => {
        await tick(page, [5, 23, 41, 88])
        await page.getByTestId('nb-type-perm-3').click()
      },
      ticket: { kind: 'perm-3', picks: [5, 23, 41, 88] },
      stake: 10,
      lines: 4,
    },
    1280: {
      build: async (page) => {
        await page.getByTestId('nb-type-against').click()
        await tick(page, [7, 70])
        await tick(page, [12, 45, 90], 'against')
      },
      ticket: { kind: 'against', picks: [7, 70], against: [12, 45, 90] },
      stake: 10,
      lines: 6,
    },
  },
  'jackpot-game': {
    360: { build: (page) => page.getByTestId('nb-lucky-dip').click(), ticket: null, stake: 100, lines: 1 },
    1280: {
      build: (page) => tick(page, [4, 15, 22, 31, 44]),
      ticket: { kind: 'jackpot', picks: [4, 15, 22, 31, 44] },
      stake: 100,
      lines: 1,
    },
  },
}

/** The ticket the slip shows (`n:<slug>:<kind>:<picks>[:<against>]`, its booking form) read back. */
function ticketOfCode(code: string): NumberTicket {
  const [, , kind, picks, against] = code.split(':')
  const numbers = (text: string) => text.split('-').map(Number)
  return against ? { kind: kind!, picks: numbers(picks!), against: numbers(against) } : { kind: kind!, picks: numbers(picks!) }
}

/**
 * Plays a game as a player would: opens its page, builds the ticket (the builder's sums are the
 * package's), adds it to the slip, places it there, watches its draw come out ball by ball, and finds
 * the bet settled in My Bets with the balance moved by exactly the stake and the win.
 */
async function play(slug: NumberGameSlug, width: 360 | 1280, player: Player) {
  const page = await openPage(browser, { width })
  await logIn(page, player)
  const spec = PLAYS[slug][width]
  const balanceBefore = await walletBalance(player)
  // Long enough to log in, build, add and place before betting closes, with the parallel group's files
  // loading the machine (12 s was not, now and then).
  await openDraw(slug, 16_000)
  await openGame(page, slug)
  await expectNoHorizontalOverflow(page)
  if (slug !== 'jackpot-game') await page.getByTestId('nb-stake').fill(String(spec.stake))
  await spec.build(page)

  const totalStake = spec.stake * spec.lines
  await expect.poll(() => page.getByTestId('nb-lines').textContent()).toBe(String(spec.lines))
  expect(naira(await page.getByTestId('nb-total-stake').textContent())).toBe(totalStake)
  if (spec.ticket) {
    const maxWin = Number(payoutKobo(BigInt(spec.stake * 100), maxPayoutX100(slug, spec.ticket))) / 100
    expect(naira(await page.getByTestId('nb-max-win').textContent())).toBe(maxWin)
  }
  await page.getByTestId('nb-add').click()
  const slipTicket = page.getByTestId('bet-slip').getByTestId('slip-ticket')
  await slipTicket.waitFor()
  const ticket = ticketOfCode((await slipTicket.getAttribute('data-ticket'))!)
  if (spec.ticket) expect(ticket).toEqual(spec.ticket)
  const drawId = Number(await slipTicket.getAttribute('data-draw-id'))
  expect(naira(await page.getByTestId('slip-total-stake').textContent())).toBe(totalStake)

  await page.getByTestId('place-bet').click()
  const placed = page.getByTestId('slip-placed')
  // When no confirmation comes, the failure says what the slip showed instead (a refusal, a moved ticket).
  await placed.waitFor().catch(async (error: unknown) => {
    const slip = await page
      .getByTestId('bet-slip')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null)
    throw new Error(`no bet placed; the slip showed: ${slip ?? '(no slip)'}`, { cause: error })
  })
  const betId = (await placed.getByTestId('placed-bet-id').textContent())!.trim()
  expect(await walletBalance(player)).toBe(balanceBefore - totalStake)

  // The draw comes out on the page, ball by ball, the player's ticket listed beside it.
  const draw = page.locator(`[data-testid="nb-draw"][data-draw-id="${drawId}"][data-status="drawing"]`)
  await draw.waitFor({ timeout: 60_000 })
  await page.locator(`[data-testid="nb-my-ticket"][data-bet-id="${betId}"]`).waitFor()
  await expect.poll(() => draw.getAttribute('data-shown').then(Number), { timeout: 30_000, interval: 100 }).toBeGreaterThan(0)
  const finished = await finishedDraw(slug, drawId)
  expect(finished.drawn!.length).toBeGreaterThan(0)
  // Every ball out (drawing, or drawn once the page reloaded its draws): the player's numbers among them picked out.
  const shownDraw = page.locator(`[data-testid="nb-draw"][data-draw-id="${drawId}"]`)
  await expect.poll(() => shownDraw.locator('.nb-ball:not(.nb-ball-pending)').count()).toBe(finished.drawn!.length)
  const numbers = ticket.kind === 'range' ? new Set<number>() : new Set([...ticket.picks, ...(ticket.against ?? [])])
  const mine = finished.drawn!.filter((ball) => numbers.has(ball)).map(String)
  expect(await shownDraw.locator('.nb-ball-mine').allTextContents()).toEqual(mine)
  // When it is over the page lists it with the others, the same balls in the same order.
  const result = page.locator(`[data-testid="nb-result"][data-draw-id="${drawId}"]`)
  await result.waitFor({ timeout: 20_000 })
  expect(await result.locator('.nb-ball').allTextContents()).toEqual(finished.drawn!.map(String))

  // Settled in My Bets, the win the package's settlement of the drawn numbers gives.
  const settlement = settleTicket(slug, ticket, finished.drawn!)
  const won = Number(payoutKobo(BigInt(Math.round(spec.stake * 100)), settlement.payoutX100)) / 100
  const card = page.locator(`[data-testid="bet-card"][data-bet-id="${betId}"]`)
  await expect
    .poll(
      async () => {
        await gotoPage(page, '/dashboard/bets?status=settled')
        return card.count()
      },
      { timeout: 30_000, interval: 1500 },
    )
    .toBe(1)
  expect(await card.getAttribute('data-status')).toBe(settlement.winningLines > 0 ? 'won' : 'lost')
  expect(await card.getByTestId('bet-drawn').locator('.nb-ball').allTextContents()).toEqual(finished.drawn!.map(String))
  if (settlement.jackpotLines === 0) expect(naira(await card.getByTestId('bet-amount-won').textContent())).toBe(won)
  const amountWon = naira(await card.getByTestId('bet-amount-won').textContent())
  expect(await walletBalance(player)).toBe(nairaSum(balanceBefore, -totalStake, amountWon))
  await expectNoHorizontalOverflow(page)

  // Anyone checks it by its ID: the ticket's numbers that came up picked out among the drawn ones.
  await gotoPage(page, `/check-bet/${betId}`)
  const checked = page.getByTestId('bet-card')
  expect(await checked.getAttribute('data-status')).toBe(await card.getAttribute('data-status'))
  expect(await checked.getByTestId('bet-drawn').locator('.nb-ball-matched').allTextContents()).toEqual(mine)
}

/** The file of one game's play test: a phone and a desktop player on the same draws. */
export function describePlaying(slug: NumberGameSlug) {
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => browser.close())

  describe('playing the number games', () => {
    it(`${slug} at 360 px and 1280 px: build a ticket, add it to the slip, place it, watch the draw, see it settle`, async () => {
      const [phone, desktop] = await Promise.all([createFundedPlayer(2000), createFundedPlayer(2000)])
      await Promise.all([play(slug, 360, phone), play(slug, 1280, desktop)])
    }, 240_000)
  })
}
