import { commissionStatement, dataOf } from '@9ja/contract'
import { formatNaira } from '@9ja/money'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadByClicking, launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn, walletPost, walletQuery } from '../accounts/accounts-support.ts'
import { createFundedPlayer, type Player } from '../games/games-support.ts'
import { openDraw } from '../numbers/numbers-support.ts'
import { expectNoHorizontalOverflow, openFor, waitForEvents } from '../virtual-sports/sports-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** An agent: a verified user with a float, whose user type is Agent (as an agent's signup makes it). */
async function agentWithFloat(naira: number, fullName: string): Promise<Player> {
  const agent = await createFundedPlayer(naira, fullName)
  await walletQuery(`update users set user_type = 'agent' where lower(email) = lower($1)`, [agent.emailAddress])
  return agent
}

async function placed(body: Record<string, unknown>): Promise<string[]> {
  const answer = await walletPost('/agent/bets', body)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return (answer.json.data as { betIds: string[] }).betIds
}

describe("an agent's weekly commission at 360 px", () => {
  it("shows this week's estimate with every ticket and player line, and downloads them as CSV", async () => {
    const agent = await agentWithFloat(10_000, 'Bisi Adebayo')
    const player = await createFundedPlayer(1_000, 'Chinedu Okafor')
    await walletQuery(
      `update users set referred_by = (select id from users where lower(email) = lower($1)) where lower(email) = lower($2)`,
      [agent.emailAddress, player.emailAddress],
    )
    // Two ₦1,000 singles on one match (1% each), a ₦100 number ticket (10%), and the agent's player's ₦100 spin.
    const event = await waitForEvents('virtual-football', (events) => openFor(events, 20_000))
    const singles = await placed({
      token: agent.token,
      kind: 'single',
      stake: 1_000,
      selections: event.markets[0]!.selections.slice(0, 2).map((selection) => selection.selectionId),
    })
    const draw = await openDraw('perfect-guess', 20_000)
    const [ticket] = await placed({
      token: agent.token,
      kind: 'single',
      stake: 100,
      selections: [{ game: 'perfect-guess', drawId: draw.drawId, kind: 'pick-1', picks: [7] }],
    })
    const spin = await walletPost('/agent/spin-multiplier', { token: player.token, betAmount: '100' })
    expect(spin.status, JSON.stringify(spin.json)).toBe(200)
    const statement = dataOf(commissionStatement, (await walletPost('/agent/commission', { token: agent.token })).json)
    const [spinLine] = statement.players

    const page = await openPage(browser, { width: 360 })
    await logIn(page, agent)
    await gotoPage(page, '/dashboard/agent/commission')
    await page.getByTestId('agent-commission').waitFor()
    expect(await page.getByTestId('commission-status').getAttribute('data-status')).toBe('estimate')
    expect(await page.getByTestId('commission-week').inputValue()).toBe(statement.week)
    const rows = (testId: string) => page.getByTestId(testId).locator('tbody tr').allInnerTexts()
    const cells = (row: string) => row.split('\t').map((cell) => cell.trim())
    const tickets = (await rows('commission-tickets')).map(cells)
    expect(tickets.map((row) => [row[0], row[1], row[3], row[4], row[5], row[6]])).toEqual(
      singles.map((betId) => [betId, 'Virtual Football', '1', '₦1,000', '1%', '₦10']),
    )
    expect((await rows('commission-number-tickets')).map(cells).map((row) => [row[0], row[1], row[3], row[4], row[5]])).toEqual([
      [ticket, 'Perfect Guess', '₦100', '10%', '₦10'],
    ])
    expect((await rows('commission-players')).map(cells)).toEqual([
      ['Ch***u O.', '₦100', formatNaira(spinLine!.wins), formatNaira(spinLine!.ngr)],
    ])
    const total = (name: string) => page.getByTestId('commission-totals').locator(`[data-total="${name}"] dd`).textContent()
    expect(await total('tickets')).toBe('₦20')
    expect(await total('numbers')).toBe('₦10')
    expect(await total('capped')).toBe('No')
    expect(await total('total')).toBe(formatNaira(statement.totals.total))
    await expectNoHorizontalOverflow(page)

    const download = await downloadByClicking(page.getByTestId('commission-csv'))
    expect(download.name).toBe(`commission-${statement.week}-estimate.csv`)
    const csv = download.text.split('\r\n')
    expect(csv[0]).toBe(
      'Line,Bet ID or player,Game,Placed (Lagos time),Selections,Stake (NGN),Wins (NGN),Net revenue (NGN),Rate (%),Commission (NGN)',
    )
    const lines = csv.slice(1, 4).map((line) => line.split(','))
    expect(lines.map((line) => [line[0], line[1], line[2], line[4], line[5], line[8], line[9]])).toEqual([
      ...singles.map((betId) => ['Ticket', betId, 'Virtual Football', '1', '1000.00', '1', '10.00']),
      ['Number ticket', ticket, 'Perfect Guess', '', '100.00', '10', '10.00'],
    ])
    expect(csv[4]).toBe(`Player,Ch***u O.,,,,100.00,${spinLine!.wins.toFixed(2)},${spinLine!.ngr.toFixed(2)},,`)
    expect(csv).toContain(`Commission,,,,,,,,,${statement.totals.total.toFixed(2)}`)

    // Before (or without) the page's scripts: the same lines, and the week chosen by the form's plain GET.
    const plain = await openPageWithoutJavaScript(browser, { width: 360 })
    await plain.context().addCookies((await page.context().cookies()).filter((cookie) => cookie.name === '__session'))
    await plain.goto(`${WEB_URL}/dashboard/agent/commission`)
    await plain.getByTestId('commission-week').selectOption(statement.week)
    await plain.getByRole('button', { name: 'Show' }).click()
    await plain.waitForURL(`${WEB_URL}/dashboard/agent/commission?week=${statement.week}`)
    expect(await plain.getByTestId('commission-tickets').locator('tbody tr').count()).toBe(2)
  })
})
