import { describe, expect, it } from 'vitest'
import { gameList } from '@9ja/contract'
import type { CrashGameDefinition } from '../../../wallet-service/src/games/crash/definition-type.ts'
import { openPage } from '../../support/browser.ts'
import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { withGamesOfTheTest } from './added-game-support.ts'
import { waitForRound } from './crash-support.ts'
import { createFundedPlayer } from './games-support.ts'

/**
 * docs/adding-a-game.md, proven: a crash game defined only here, in one definition, given to a
 * wallet-service started with it (and its RTP set by the settings, away from its default), is in the
 * catalog and the lobby, plays on its page with its rules and the RTP in force, and its rounds verify
 * on /fairness, through a web server that was told nothing about it. Both run on the platform's
 * database beside the platform's own, which leads the built-in games' rounds: this one leads only Kite Crash's.
 */
const KITE_CRASH: CrashGameDefinition = {
  id: 20199,
  slug: 'kite-crash',
  title: 'Kite Crash',
  family: 'shared-round',
  type: 'virtual',
  subType: 'crash',
  provider: 'in-house',
  sortOrder: 15,
  theme: 'A kite rides the harmattan wind; cash out before its string snaps.',
  story: { title: 'Kite Crash', climber: 'the kite', climbs: 'rises on the wind', crash: 'its string snaps' },
  defaults: {
    bettingWindowMs: 6000,
    pauseMs: 3000,
    growthPerMs: 0.00006,
    rtpBasisPoints: 9700,
    minBet: 100,
    maxBet: 100_000,
    maxWinPerBet: 5_000_000,
    maxRoundPayout: 20_000_000,
    maxAutoCashOut: 10_000,
    chainLength: 1000,
  },
}
/** The RTP in force: the settings' 94%, not the definition's 97%. */
const RTP_IN_FORCE = 9400

const crashSettings = JSON.parse(E2E_SETTINGS.CRASH_GAME_SETTINGS) as Record<string, object>
const { browser, platform } = withGamesOfTheTest(
  {
    // The platform's wallet-service runs the scheduled games; this one competes only for the crash games'
    // leadership, and the platform's already holds the built-in ones'.
    SPORTS_RUNNERS: 'off',
    NUMBER_RUNNERS: 'off',
    CRASH_GAME_SETTINGS: JSON.stringify({ ...crashSettings, [KITE_CRASH.slug]: { rtpBasisPoints: RTP_IN_FORCE } }),
  },
  { crash: [KITE_CRASH] },
)

describe('a crash game defined only in this test', () => {
  it('is in the catalog and the lobby, plays on its page with the RTP in force, and its rounds verify on /fairness', async () => {
    const { walletUrl, logIn, open, lobbyCard } = platform()
    const player = await createFundedPlayer(500)
    const list = await (await fetch(`${walletUrl}/xpress/live/game-list`)).json()
    const kite = gameList.parse(list).data.find((game) => game.slug === KITE_CRASH.slug)
    expect(kite).toMatchObject({ gameId: KITE_CRASH.id, gameTitle: 'Kite Crash', type: 'virtual', sub_type: 'crash' })

    const page = await openPage(browser(), { width: 1280 })
    await logIn(page, player)
    // The lobby's Aviator Games, with its card (the default artwork: it has none of its own).
    await lobbyCard(page, 3, 'Kite Crash')

    // Its page: its title, the family's default theme, and how to play with the settings in force.
    await open(page, `/play/${KITE_CRASH.slug}`)
    await page.locator('[data-testid="crash-game"][data-hydrated="true"]').waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kite Crash')
    expect(await page.getByTestId('crash-stage').getAttribute('data-theme')).toBe('jet-crash')
    expect(await page.getByTestId('crash-limits').textContent()).toContain('94%')
    const panel = page.getByTestId('how-to-play')
    await panel.getByText('How to play').click()
    await panel.getByText('Return to player: 94%.', { exact: false }).waitFor()
    await panel.getByText('The multiplier climbs from 1.00x. Cash out before it crashes.').waitFor()

    // A bet in one of its rounds, which then crashes.
    await page.getByTestId('bet-button-0').click()
    await page.waitForSelector('[data-testid="bet-button-0"][data-action="cancel"]', { timeout: 40_000 })
    const roundId = Number(await page.getByTestId('crash-game').getAttribute('data-round-id'))
    await waitForRound(page, roundId, 'crashed')

    // /fairness lists it among the crash games and recomputes that round in the browser.
    await open(page, `/fairness?crash=${KITE_CRASH.slug}`)
    const section = page.getByTestId('crash-fairness')
    expect(await section.getByRole('link', { name: 'Kite Crash' }).getAttribute('aria-current')).toBe('page')
    const row = section.locator(`[data-testid="crash-fairness-round"][data-round-id="${roundId}"]`)
    await row.getByRole('button', { name: 'Verify' }).click()
    await row.locator('[data-testid="crash-verify-result"][data-state="verified"]').waitFor()
  })
})
