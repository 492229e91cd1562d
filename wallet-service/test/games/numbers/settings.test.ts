import { describe, expect, it } from 'vitest'
import { JACKPOT_SHARE_BP_RANGE, NUMBER_GAME_RULES, NUMBER_GAME_SLUGS } from '@9ja/number-games'
import { loadConfig } from '../../../src/config.ts'
import { gameRegistry } from '../../../src/games/registry.ts'
import { UPCOMING_GAMES } from '../../../src/games/catalog/upcoming.ts'
import { NUMBER_GAMES } from '../../../src/games/numbers/games.ts'
import { numberSettings } from '../../../src/games/numbers/draws/settings.ts'
import { numberGamesInForce } from '../../../src/games/numbers/registry-entries.ts'

/** NUMBER_GAME_SETTINGS read as the service reads it (its shape) and resolved per game as the games registry does. */
function parse(value: unknown) {
  const read = numberSettings.safeParse({ NUMBER_GAME_SETTINGS: typeof value === 'string' ? value : JSON.stringify(value) })
  if (!read.success) return { success: false as const, problem: read.error.issues[0]!.message }
  try {
    const games = numberGamesInForce(NUMBER_GAMES, read.data.NUMBER_GAME_SETTINGS)
    return { success: true as const, data: { NUMBER_GAME_SETTINGS: Object.fromEntries(games.map((game) => [game.slug, game.settings])) } }
  } catch (error) {
    return {
      success: false as const,
      problem: (error as Error).message.replace('wallet-service: setting NUMBER_GAME_SETTINGS is invalid: ', ''),
    }
  }
}
const message = (value: unknown) => {
  const result = parse(value)
  return result.success ? null : result.problem
}

describe('NUMBER_GAME_SETTINGS', () => {
  it('resolves each game from its defaults, then "*", then its own entry; the Jackpot Game stakes its line stake', () => {
    const result = parse({
      '*': { drawsAhead: 4 },
      'one-sure': { intervalMs: 90_000, maxStakeKobo: 2_000_000 },
      'jackpot-game': { lineStakeKobo: 20_000 },
    })
    expect(result.success).toBe(true)
    const settings = result.data!.NUMBER_GAME_SETTINGS
    expect(settings['one-sure']).toEqual({
      intervalMs: 90_000,
      offsetMs: 0,
      bettingClosesBeforeMs: 5000,
      drawMs: 8000,
      drawsAhead: 4,
      chainLength: 100_000,
      minStakeKobo: 10_000,
      maxStakeKobo: 2_000_000,
      maxLiabilityKobo: 5_000_000_000,
    })
    expect(settings['perfect-guess']).toMatchObject({ intervalMs: 180_000, drawsAhead: 4, drawMs: 30_000 })
    expect(settings['jackpot-game']).toMatchObject({
      intervalMs: 900_000,
      lineStakeKobo: 20_000,
      minStakeKobo: 20_000,
      maxStakeKobo: 20_000,
      jackpotShareBp: 2000,
      jackpotFloorKobo: 100_000_000,
    })
    expect(Object.keys(settings).sort()).toEqual([...NUMBER_GAME_SLUGS].sort())
    const defaults = numberSettings.parse({})
    expect(defaults).toMatchObject({ NUMBER_RUNNERS: 'on', NUMBER_LEADER_RETRY_MS: 1000, NUMBER_LATE_VOID_MS: 600_000 })
  })

  it('refuses what cannot be played, naming the game and the setting', () => {
    expect(message('[1]')).toMatch(/must be a JSON object of objects/)
    expect(message({ 'dog-race': {} })).toBe('names no number game: dog-race')
    expect(message({ 'one-sure': { offsetMs: 60_000 } })).toBe('one-sure: offsetMs must be below intervalMs')
    expect(message({ 'perfect-guess': { drawMs: 180_000 } })).toBe('perfect-guess: drawMs must be below intervalMs')
    expect(message({ 'millionaire-kendo': { minStakeKobo: 200_000 } })).toBe('millionaire-kendo: minStakeKobo must not exceed maxStakeKobo')
    expect(message({ 'one-sure': { drawsAhead: 0 } })).toMatch(/^one-sure: drawsAhead/)
    expect(message({ 'one-sure': { maxLiabilityKobo: 0.5 } })).toMatch(/^one-sure: maxLiabilityKobo/)
    // A pool share outside what keeps the Jackpot Game's stated RTP within 85% to 95%.
    expect(message({ 'jackpot-game': { jackpotShareBp: JACKPOT_SHARE_BP_RANGE.max + 1 } })).toMatch(/^jackpot-game: jackpotShareBp/)
    expect(message({ 'jackpot-game': { jackpotShareBp: JACKPOT_SHARE_BP_RANGE.min - 1 } })).toMatch(/^jackpot-game: jackpotShareBp/)
  })
})

describe('the number games in the registry', () => {
  const config = loadConfig({
    WALLET_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
    NUMBER_GAME_SETTINGS: JSON.stringify({
      'one-sure': { intervalMs: 90_000, bettingClosesBeforeMs: 7500 },
      'jackpot-game': { jackpotShareBp: 2500 },
    }),
  })
  const { catalog: GAME_CATALOG, definitions: GAME_DEFINITIONS } = gameRegistry(config)

  it('are live catalog games, no longer upcoming', () => {
    for (const game of NUMBER_GAMES) {
      expect(GAME_CATALOG.find((entry) => entry.id === game.id)).toMatchObject({
        slug: game.slug,
        playable: true,
        family: 'scheduled-event',
        type: 'virtual',
        subType: 'number',
        provider: 'in-house',
      })
      expect(UPCOMING_GAMES.some((entry) => entry.id === game.id)).toBe(false)
    }
    expect(NUMBER_GAMES.map((game) => [game.id, game.slug])).toEqual([
      [20301, 'perfect-guess'],
      [20302, 'millionaire-kendo'],
      [20303, 'jackpot-game'],
      [20304, 'one-sure'],
    ])
  })

  it('state their rules with the settings in force, each bet kind RTP, and the lowest as the game RTP', () => {
    const oneSure = GAME_DEFINITIONS.find((game) => game.slug === 'one-sure')!
    const rules = oneSure.rules(config).join('\n')
    expect(rules).toContain('one ball drawn from 1 to 90 every 1 minute 30 seconds')
    expect(rules).toContain('closes 7.5 seconds before it')
    expect(rules).toContain('Exact number: Pick one number from 1 to 90')
    expect(rules).toContain('Return to player 90%')
    expect(rules).toContain('Stake ₦100 to ₦50,000 per line')
    expect(rules).toContain('reaches ₦50,000,000 on any one number')
    expect(oneSure.rtp(config)).toBe(0.9)
    expect(oneSure.limits(config)).toEqual({ minBet: 100, maxBet: 50_000, maxRoundPayout: 50_000_000 })

    const jackpot = GAME_DEFINITIONS.find((game) => game.slug === 'jackpot-game')!
    const jackpotRules = jackpot.rules(config).join('\n')
    const kind = NUMBER_GAME_RULES['jackpot-game'].betKinds[0]!
    // The stated RTP follows the pool share in force: the fixed prizes' plus 25%.
    expect(jackpotRules).toContain(`Return to player ${(kind.rtpBp - kind.jackpot!.shareBp + 2500) / 100}%`)
    expect(jackpotRules).toContain('Every line costs ₦100. 25% of every stake goes into the jackpot pool')
    expect(jackpotRules).toContain('never below ₦1,000,000')
    expect(jackpotRules).toContain('4 of 5 1,000x')
    expect(jackpot.limits(config)).toEqual({ minBet: 100, maxBet: 100, maxRoundPayout: 1_000_000_000 })
    // The game's stated RTP is that same figure, not the rules' default share's.
    expect(jackpot.rtp(config)).toBe((kind.rtpBp - kind.jackpot!.shareBp + 2500) / 10_000)
    expect(kind.jackpot!.shareBp).not.toBe(2500)

    for (const game of NUMBER_GAMES) {
      const definition = GAME_DEFINITIONS.find((entry) => entry.slug === game.slug)!
      const kinds = NUMBER_GAME_RULES[game.rules].betKinds
      // Jackpot Game's one kind returns its fixed prizes plus the pool share in force (above).
      const inForce = kinds.map((entry) => (entry.jackpot ? entry.rtpBp - entry.jackpot.shareBp + 2500 : entry.rtpBp))
      expect(definition.rtp(config)).toBe(Math.min(...inForce) / 10_000)
      expect(definition.rtp(config)).toBeGreaterThanOrEqual(0.85)
      expect(definition.rtp(config)).toBeLessThanOrEqual(0.95)
      const text = definition.rules(config).join('\n')
      for (const entry of kinds) expect(text).toContain(`${entry.label}: ${entry.summary}`)
    }
  })
})
