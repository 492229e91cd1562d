import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn } from '../accounts/accounts-support.ts'
import { createFundedPlayer, walletBalance } from '../games/games-support.ts'
import { takesBetsFor, waitForEvents } from '../virtual-sports/sports-support.ts'
import { drawClosed, naira, numberDraw, openDraw, openGame, tick } from './numbers-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

const slipTickets = (page: Page) => page.getByTestId('bet-slip').getByTestId('slip-ticket')

/** Adds the builder's ticket to the slip and waits for the slip to show it, and the builder to say so. */
async function addTicket(page: Page) {
  const before = await slipTickets(page).count()
  await page.getByTestId('nb-add').click()
  await expect.poll(() => slipTickets(page).count()).toBe(before + 1)
  await expect.poll(() => page.getByTestId('nb-added').textContent()).toBe('Added to your bet slip.')
}

describe('number tickets on the bet slip', () => {
  it('refuses a stake per line outside the game limits, and a draw past its liability cap, with no money moved', async () => {
    const player = await createFundedPlayer(20_000)
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, player)
    await openDraw('perfect-guess', 15_000)
    await openGame(page, 'perfect-guess')

    // The builder says so at once and will not add the ticket.
    await tick(page, [1, 2, 3])
    await page.getByTestId('nb-stake').fill('5000.01')
    expect(await page.getByTestId('nb-stake-error').textContent()).toBe('Maximum stake per line is ₦5,000')
    expect(await page.getByTestId('nb-add').isDisabled()).toBe(true)

    // Two Pick 10 tickets at the most a line takes could owe ₦1,000,000,000 between them: past the
    // draw's cap of ₦500,000,000 (the test platform's setting), so the service refuses both.
    await page.getByTestId('nb-stake').fill('5000')
    await page.getByRole('button', { name: 'Clear' }).click()
    await tick(page, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    await addTicket(page)
    await tick(page, [71, 72, 73, 74, 75, 76, 77, 78, 79, 80])
    await addTicket(page)
    expect(naira(await page.getByTestId('slip-total-stake').textContent())).toBe(10_000)

    // The slip's stake is the stake per line: below the game's least, it says so and does not place.
    await page.getByTestId('slip-stake').fill('49')
    expect(await page.getByTestId('slip-ticket-stake').textContent()).toBe('Minimum stake per line on Perfect Guess is ₦50')
    expect(await page.getByTestId('place-bet').isDisabled()).toBe(true)

    await page.getByTestId('slip-stake').fill('5000')
    await page.getByTestId('place-bet').click()
    const refusal = page.getByTestId('bet-slip').getByRole('alert')
    await refusal.waitFor()
    expect(await refusal.textContent()).toMatch(/^This draw cannot take this bet/)
    expect(await slipTickets(page).count()).toBe(2)
    expect(await walletBalance(player)).toBe(20_000)
  })

  it('moves a ticket whose draw has closed to the next draw, and says so', async () => {
    const draw = await openDraw('one-sure', 4000)
    const page = await openPage(browser, { width: 360 })
    await openGame(page, 'one-sure')
    await tick(page, [45])
    await addTicket(page)
    const ticket = slipTickets(page).first()
    expect(Number(await ticket.getAttribute('data-draw-id'))).toBe(draw.drawId)
    await drawClosed('one-sure', draw.drawId)
    await page.reload()
    const moved = page.getByTestId('slip-ticket-moved')
    await moved.waitFor()
    const next = Number(await slipTickets(page).first().getAttribute('data-draw-id'))
    expect(next).toBeGreaterThan(draw.drawId)
    const nextDraw = await numberDraw('one-sure', next)
    // The draw as players read it: its number among 1 Sure's own draws, not the id every game's draws share.
    expect(await moved.textContent()).toBe(`The 1 Sure draw your ticket was on has closed: it moved to draw #${nextDraw.number}.`)
    expect(nextDraw.number).toBe(draw.number + 1)
    expect(nextDraw.status).toBe('open')
  })

  it('places a slip of sports selections and number tickets as two bets requests, books it, and a code loads both', async () => {
    const player = await createFundedPlayer(10_000)
    const page = await openPage(browser, { width: 1280 })
    await logIn(page, player)
    // A horse race taking bets for a minute more (ten are listed ahead): the whole story fits in its window.
    const race = await waitForEvents('horse-race', (events) => events.find((event) => takesBetsFor(event, 60_000)))
    await openDraw('millionaire-kendo', 15_000)
    await gotoPage(page, `/virtual-sports/horse-race?race=${race.eventId}`)
    const price = page.locator(`.odds-button[data-selection-id="${race.eventId}:win:1"]`)
    // The next step loads a whole new page, which would abort the price's save were it still on its way
    // (the button shows it pressed at once): the save is waited for first.
    const saved = page.waitForResponse(
      (response) => response.url().startsWith(`${WEB_URL}/resources/slip`) && response.request().method() === 'POST',
    )
    await price.click()
    await saved
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true')
    await openGame(page, 'millionaire-kendo')
    await page.getByTestId('nb-stake').fill('100')
    await tick(page, [9])
    await page.getByTestId('nb-type-banker').click()
    await addTicket(page)
    expect(await page.getByTestId('bet-slip').getByTestId('slip-line').count()).toBe(1)

    // Book first: the code keeps the selection and the ticket (without its draw).
    await page.getByTestId('book-slip').click()
    const code = (await page.getByTestId('booking-code').textContent())!.trim()

    // One stake: ₦100 on the race, ₦100 a line on 1 Banker's 89 lines.
    expect(await page.getByTestId('slip-stake').inputValue()).toBe('100')
    expect(naira(await page.getByTestId('slip-total-stake').textContent())).toBe(100 + 8900)
    await page.getByTestId('place-bet').click()
    const placed = page.getByTestId('slip-placed')
    await placed.waitFor()
    expect(await placed.getByTestId('placed-bet-id').count()).toBe(2)
    expect(await walletBalance(player)).toBe(10_000 - 9000)
    expect(await page.getByTestId('bet-slip').getByTestId('slip-line').count()).toBe(0)
    expect(await slipTickets(page).count()).toBe(0)

    const visitor = await openPage(browser, { width: 360 })
    await visitor.goto(`${WEB_URL}/booking/${code}`)
    await visitor.getByTestId('load-booking').click()
    await visitor.getByText(`Booking code ${code} loaded: 2 selections.`).waitFor()
    const loaded = visitor.getByTestId('bet-slip').getByTestId('slip-ticket')
    expect(await loaded.getAttribute('data-ticket')).toBe('n:millionaire-kendo:banker:9')
    expect(await loaded.textContent()).toContain('89 lines')
  })
})
