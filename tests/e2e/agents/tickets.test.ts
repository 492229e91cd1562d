import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../support/browser.ts'
import { WALLET_DATABASE_URL, WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn, walletPost } from '../accounts/accounts-support.ts'
import { takesBetsFor, waitForEvents } from '../virtual-sports/sports-support.ts'
import { counterPhone, createAgent, floatOf } from './agents-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

/** A 58 mm thermal roll's width in CSS pixels (96 per inch): what the printed ticket must fit. */
const ROLL_58MM_PX = Math.floor((58 / 25.4) * 96)

/**
 * A customer's booking code, made on their phone (the booking API the slip's Book button calls): the
 * three results of one match as singles, so exactly one of the tickets sold from it wins. The match
 * takes bets long enough for the shop to load and place the code on a loaded machine.
 */
async function customersBookingCode(): Promise<{ code: string; match: string }> {
  const event = await waitForEvents('virtual-football', (events) => events.find((candidate) => takesBetsFor(candidate, 40_000)))
  const results = event.markets.find((market) => market.market === '1x2')!
  const booked = await walletPost('/booking-codes', { selections: results.selections.map((pick) => pick.selectionId), kind: 'single' })
  expect(booked.status, JSON.stringify(booked.json)).toBe(200)
  return { code: (booked.json.data as { code: string }).code, match: event.name }
}

/** The status of the shop's tickets of a match, as the wallet-service settled them (waited for in its tables). */
async function ticketStatuses(betIds: string[]): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ code: string; status: string }>('select code, status from sports_bets where code = any($1)', [
      betIds,
    ])
    return Object.fromEntries(rows.map((row) => [row.code, row.status]))
  } finally {
    await client.end()
  }
}

describe('tickets over the counter', () => {
  it(
    "an agent sells a customer's booking code from the float, prints the ticket at 58 mm, and another shop pays it once it wins",
    { timeout: 240_000 },
    async ({ annotate }) => {
      const seller = await createAgent('Allen Avenue Shop', 1000)
      const payer = await createAgent('Ikeja Corner', 0, 'Bola Ade')
      const { code, match } = await customersBookingCode()

      // The customer shows the code; the agent loads it into the shop's slip and places it from the float.
      const shop = await counterPhone(browser)
      await logIn(shop, seller)
      await gotoPage(shop, `/booking/${code}`)
      expect(await shop.getByTestId('booked-selections').locator('li').count()).toBe(3)
      await shop.getByTestId('load-booking').click()
      await expect.poll(() => shop.getByTestId('bet-slip').getByTestId('slip-line').count()).toBe(3)
      await gotoPage(shop, '/bet-slip')
      expect(await shop.getByTestId('bet-slip').getByTestId('slip-line').count()).toBe(3)
      await shop.getByTestId('slip-stake').fill('100')
      await shop.getByTestId('place-bet').click()
      await shop.getByTestId('slip-placed').waitFor()
      const betIds = (await shop.getByTestId('placed-bet-id').allTextContents()).map((id) => id.trim())
      expect(betIds).toHaveLength(3)
      // An agent's bets are tickets: the slip's confirmation offers each one's printout.
      expect(await shop.getByTestId('placed-bet-print').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        betIds.map((betId) => `/dashboard/agent/tickets/${betId}/print`),
      )
      expect(await floatOf(seller)).toBe(700)

      // The shop's tickets, newest first, each open and with its Print link.
      await gotoPage(shop, '/dashboard/agent/tickets')
      const rows = shop.getByTestId('ticket-row')
      expect((await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-bet-id')))).sort()).toEqual([...betIds].sort())
      expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual(['open', 'open', 'open'])
      expect(await rows.first().textContent()).toContain('Virtual Football')

      // The printed ticket: the page is the ticket, with a QR code of its absolute Check Bet link.
      const printed = betIds[0]!
      await shop.locator(`[data-testid="ticket-row"][data-bet-id="${printed}"]`).getByTestId('ticket-print-link').click()
      await shop.waitForURL(`${WEB_URL}/dashboard/agent/tickets/${printed}/print`)
      const ticket = shop.getByTestId('printed-ticket')
      expect(await ticket.getByTestId('ticket-bet-id').textContent()).toBe(printed)
      expect(await ticket.getByTestId('ticket-shop').textContent()).toBe('Allen Avenue Shop')
      expect(await ticket.getByTestId('ticket-stake').textContent()).toBe('₦100')
      expect(await ticket.getByTestId('ticket-lines').textContent()).toContain(match)
      expect(await ticket.textContent()).toContain(`${WEB_URL}/check-bet/${printed}`)
      expect(await ticket.getByTestId('ticket-qr').locator('svg path').count()).toBeGreaterThan(0)
      await shop.getByTestId('print-ticket').waitFor()

      // On a 58 mm roll: nothing but the ticket is printed, nothing runs off the paper's edge, the QR code is whole.
      await shop.setViewportSize({ width: ROLL_58MM_PX, height: 900 })
      await shop.emulateMedia({ media: 'print' })
      expect(await shop.getByTestId('print-ticket').isVisible()).toBe(false)
      const fits = await shop.evaluate(
        (paperWidth) => ({
          page: document.documentElement.scrollWidth,
          overflowing: [...document.querySelectorAll('[data-testid="printed-ticket"] *')].filter(
            (element) => element.getBoundingClientRect().right > paperWidth + 0.5,
          ).length,
        }),
        ROLL_58MM_PX,
      )
      expect(fits.page).toBeLessThanOrEqual(ROLL_58MM_PX)
      expect(fits.overflowing).toBe(0)
      const qr = (await ticket.getByTestId('ticket-qr').boundingBox())!
      expect(qr.width).toBeGreaterThan(100)
      expect(qr.x).toBeGreaterThanOrEqual(0)
      expect(qr.x + qr.width).toBeLessThanOrEqual(ROLL_58MM_PX)
      const screenshot = await shop.screenshot({ fullPage: true })
      // Kept under tests/artifacts (ignored by git) and attached to the test's report.
      const folder = fileURLToPath(new URL('../../artifacts/agents/', import.meta.url))
      await mkdir(folder, { recursive: true })
      const file = `${folder}ticket-58mm-${printed}.png`
      await writeFile(file, screenshot)
      await annotate('The printed ticket on a 58 mm roll', { path: file, contentType: 'image/png' })
      await shop.emulateMedia({ media: 'screen' })
      await shop.setViewportSize({ width: 360, height: 740 })

      // The match is played and settled by the runner: one of the three results won.
      await expect
        .poll(async () => Object.values(await ticketStatuses(betIds)).includes('open'), { timeout: 150_000, interval: 1000 })
        .toBe(false)
      const statuses = await ticketStatuses(betIds)
      const won = betIds.filter((betId) => statuses[betId] === 'won')
      expect(won).toHaveLength(1)
      const floatAfterSettlement = await floatOf(seller)
      const winning = won[0]!
      const winAmount = floatAfterSettlement - 700

      // Another shop pays it: its agent scans the QR code with the phone's camera and pastes the Check Bet link.
      const corner = await counterPhone(browser)
      await logIn(corner, payer)
      await gotoPage(corner, '/dashboard/agent/tickets')
      await corner.getByTestId('pay-ticket-id').fill(`${WEB_URL}/check-bet/${winning}`)
      await corner.getByTestId('pay-ticket-submit').click()
      const paid = corner.getByTestId('ticket-paid')
      await paid.waitFor()
      expect(await paid.textContent()).toContain(`Hand over ₦${winAmount.toLocaleString('en-NG')}`)
      expect(await paid.textContent()).toContain(`Ticket ${winning}, sold by Allen Avenue Shop, paid `)
      expect(await floatOf(payer)).toBe(winAmount)
      expect(await floatOf(seller)).toBe(700)

      // Paid once: the seller, opening the ticket's Check Bet link (its QR code) and paying it there, is refused, told who paid it.
      await gotoPage(shop, `/check-bet/${winning}`)
      await shop.getByTestId('check-bet-pay').click()
      await shop.waitForURL(`${WEB_URL}/dashboard/agent/tickets`)
      await shop.getByText(/^This ticket was already paid by Ikeja Corner on /).waitFor()
      expect(await floatOf(seller)).toBe(700)
      await gotoPage(shop, '/dashboard/agent/tickets')
      expect(
        await shop.locator(`[data-testid="ticket-row"][data-bet-id="${winning}"]`).getByTestId('ticket-paid-state').textContent(),
      ).toBe('Paid by Ikeja Corner')
      expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    },
  )
})
