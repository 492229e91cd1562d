import { describe, expect, it } from 'vitest'
import { dataOf, gameList, numberDrawDetails, numberDraws } from '@9ja/contract'
import type { NumberGameDefinition } from '../../../wallet-service/src/games/numbers/definition-type.ts'
import { openPage } from '../../support/browser.ts'
import { platformNow } from '../../support/clock.ts'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { tick } from '../numbers/numbers-support.ts'
import { withGamesOfTheTest } from './added-game-support.ts'
import { createFundedPlayer, walletBalance } from './games-support.ts'

/**
 * docs/adding-a-game.md, proven for a scheduled game: a number game defined only here, in one
 * definition (it plays the Jackpot Game's rule set of @9ja/number-games, with its own title, cadence
 * and pool), given to a wallet-service started with it (its pool share set by the settings, away from
 * its default, so the RTP in force differs from its definition's), is in the catalog and the lobby, has
 * its page with its rules and the RTP in force, takes a bet that its draw settles, and that draw
 * verifies on /fairness, through a web server that was told nothing about it. Both run on the
 * platform's database beside the platform's own, which draws the built-in games: this one draws only Pot Luck.
 */
const POT_LUCK: NumberGameDefinition = {
  id: 20399,
  slug: 'pot-luck',
  title: 'Pot Luck',
  family: 'scheduled-event',
  type: 'virtual',
  subType: 'number',
  provider: 'in-house',
  sortOrder: 34,
  theme: 'Five balls from 45 every half minute; match them all to take the pot.',
  rules: 'jackpot-game',
  defaults: {
    intervalMs: 30_000,
    offsetMs: 7000,
    bettingClosesBeforeMs: 3000,
    drawMs: 6000,
    drawsAhead: 2,
    chainLength: 1000,
    lineStakeKobo: 10_000,
    jackpotShareBp: 2000,
    jackpotFloorKobo: 100_000,
    maxLiabilityKobo: 100_000_000_000,
  },
}
/** The pool share in force: the settings' 25%, not the definition's 20%; the stated RTP is the fixed prizes' 68.5% plus it. */
const SHARE_IN_FORCE = 2500
const RTP_IN_FORCE = '93.5%'

const numberSettings = JSON.parse(E2E_SETTINGS.NUMBER_GAME_SETTINGS) as Record<string, object>
const { browser, platform } = withGamesOfTheTest(
  {
    // The platform's wallet-service runs the other games; this one competes only for the number games'
    // leadership, and the platform's already holds the built-in ones'.
    CRASH_RUNNERS: 'off',
    SPORTS_RUNNERS: 'off',
    // Its few requests need few connections: the database is the platform's, and its connections are shared.
    WALLET_DB_POOL_SIZE: '4',
    NUMBER_GAME_SETTINGS: JSON.stringify({ ...numberSettings, [POT_LUCK.slug]: { jackpotShareBp: SHARE_IN_FORCE } }),
  },
  { numbers: [POT_LUCK] },
)

const read = async <T extends Parameters<typeof dataOf>[0]>(path: string, schema: T) =>
  dataOf(schema, await (await fetch(`${platform().walletUrl}${path}`)).json())
const potLuckDraws = () => read(`/games/numbers/${POT_LUCK.slug}/draws`, numberDraws)
const potLuckDraw = (drawId: number) => read(`/games/numbers/${POT_LUCK.slug}/draws/${drawId}`, numberDrawDetails)

describe('a number game defined only in this test', () => {
  it('is in the catalog and the lobby, has its page with the RTP in force, takes a bet its draw settles, and the draw verifies on /fairness', async () => {
    const { walletUrl, logIn, open, lobbyCard } = platform()
    const player = await createFundedPlayer(500)
    const list = gameList.parse(await (await fetch(`${walletUrl}/xpress/live/game-list`)).json())
    expect(list.data.find((game) => game.slug === POT_LUCK.slug)).toMatchObject({
      gameId: POT_LUCK.id,
      gameTitle: 'Pot Luck',
      type: 'virtual',
      sub_type: 'number',
    })

    const page = await openPage(browser(), { width: 1280 })
    await logIn(page, player)
    // The lobby's Number Games, with its card (the default artwork: it has none of its own), leading to its page.
    const card = await lobbyCard(page, 5, 'Pot Luck')
    expect(await card.getByTestId(`play-${POT_LUCK.slug}`).getAttribute('href')).toBe(`/number-games/${POT_LUCK.slug}`)

    // Its page, among the family's tabs: its title, its pool, and how to play with the settings in force.
    await open(page, `/number-games/${POT_LUCK.slug}`)
    await page.locator('[data-testid="nb-builder"][data-hydrated="true"]').waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pot Luck')
    await page.getByTestId('numbers-page').getByRole('link', { name: 'Pot Luck' }).waitFor()
    await page.getByTestId('nb-jackpot').waitFor()
    const panel = page.getByTestId('how-to-play')
    await panel.getByText('How to play').click()
    expect(await panel.getByTestId('how-to-play-rtp').textContent()).toContain(RTP_IN_FORCE)
    await panel.getByText('Pot Luck: 5 balls from 1 to 45 are drawn every 30 seconds.').waitFor()
    await panel.getByText('25% of every stake goes into the jackpot pool.', { exact: false }).waitFor()

    // A ticket on a draw that takes bets long enough to build, add and place it.
    await expect
      .poll(
        async () => {
          const draws = await potLuckDraws()
          return draws.closesAt !== null && Date.parse(draws.closesAt) - platformNow() > 14_000
        },
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true)
    await open(page, `/number-games/${POT_LUCK.slug}`)
    await page.locator('[data-testid="nb-builder"][data-hydrated="true"]').waitFor()
    const balanceBefore = await walletBalance(player)
    await tick(page, [4, 15, 22, 31, 44])
    await page.getByTestId('nb-add').click()
    const slipTicket = page.getByTestId('bet-slip').getByTestId('slip-ticket')
    await slipTicket.waitFor()
    expect(await slipTicket.getAttribute('data-ticket')).toBe(`n:${POT_LUCK.slug}:jackpot:4-15-22-31-44`)
    const drawId = Number(await slipTicket.getAttribute('data-draw-id'))
    await page.getByTestId('place-bet').click()
    const placed = page.getByTestId('slip-placed')
    await placed.waitFor()
    const betId = (await placed.getByTestId('placed-bet-id').textContent())!.trim()
    expect(await walletBalance(player)).toBe(balanceBefore - 100)

    // Its draw comes out and settles the bet: Check Bet shows it won or lost, with the draw's numbers.
    await expect.poll(async () => (await potLuckDraw(drawId)).status, { timeout: 90_000, interval: 1000 }).toBe('finished')
    const draw = await potLuckDraw(drawId)
    const checked = page.getByTestId('bet-card')
    await expect
      .poll(
        async () => {
          await open(page, `/check-bet/${betId}`)
          return checked.getAttribute('data-status')
        },
        { timeout: 30_000, interval: 1500 },
      )
      .toMatch(/^(won|lost)$/)
    expect(await checked.getByTestId('bet-drawn').locator('.nb-ball').allTextContents()).toEqual(draw.drawn!.map(String))

    // /fairness lists it among the number games and recomputes that draw in the browser.
    await open(page, `/fairness?numbers=${POT_LUCK.slug}&draw=${drawId}#number-games`)
    const proof = page.getByTestId('numbers-fairness-draw')
    expect(await proof.getAttribute('data-draw-id')).toBe(String(drawId))
    expect(await proof.getByTestId('numbers-fairness-drawn').textContent()).toBe(draw.drawn!.join(' '))
    await proof.getByTestId('numbers-verify').click()
    await proof.locator('[data-testid="numbers-verify-result"][data-state="verified"]').waitFor()
  }, 240_000)
})
