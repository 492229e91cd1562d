import { describe, expect, it } from 'vitest'
import { gameRegistry } from '../../../src/games/registry.ts'
import { loadConfig } from '../../../src/config.ts'
import { SPORTS_GAMES } from '../../../src/games/virtual-sports/games.ts'
import { doubleRoundRobin, nextMatchday } from '../../../src/games/virtual-sports/events/schedule.ts'
import { nextStartMs } from '../../../src/games/scheduled/schedule.ts'
import { sportsSettings } from '../../../src/games/virtual-sports/events/settings.ts'

describe('a season of fixtures', () => {
  it('meets every other club once at home and once away, one match per club per matchday', () => {
    for (const clubs of [4, 16, 18, 20]) {
      const season = doubleRoundRobin(clubs)
      expect(season).toHaveLength(2 * (clubs - 1))
      const meetings = new Set<string>()
      for (const matches of season) {
        expect(matches).toHaveLength(clubs / 2)
        expect(new Set(matches.flat()).size).toBe(clubs)
        for (const [home, away] of matches) meetings.add(`${home}-${away}`)
      }
      expect(meetings.size).toBe(clubs * (clubs - 1))
      // Within each half of the season nobody plays three home (or away) matches in a row.
      for (let club = 0; club < clubs; club++) {
        const venues = season.map((matches) => (matches.some(([home]) => home === club) ? 'H' : 'A')).join('')
        expect(venues.slice(0, clubs - 1)).not.toMatch(/HHH|AAA/)
        expect(venues.slice(clubs - 1)).not.toMatch(/HHH|AAA/)
      }
    }
    expect(() => doubleRoundRobin(7)).toThrow(RangeError)
  })

  it('numbers matchdays through the season and into the next', () => {
    expect(nextMatchday(null, 34)).toEqual({ season: 1, matchday: 1 })
    expect(nextMatchday({ season: 1, matchday: 33 }, 34)).toEqual({ season: 1, matchday: 34 })
    expect(nextMatchday({ season: 1, matchday: 34 }, 34)).toEqual({ season: 2, matchday: 1 })
  })
})

describe('the next start of a game', () => {
  const cadence = { intervalMs: 150_000, offsetMs: 30_000, bettingClosesBeforeMs: 10_000 }
  it('follows the last event by one interval while betting on that is still open', () => {
    expect(nextStartMs(1_000_000_000_030_000, 1_000_000_000_000_000, cadence)).toBe(1_000_000_000_180_000)
    // 1 ms before its cut-off it is still the next one; at its cut-off it is not.
    expect(nextStartMs(0, 150_000 - 10_000 - 1, { ...cadence, offsetMs: 0 })).toBe(150_000)
    expect(nextStartMs(0, 150_000 - 10_000, { ...cadence, offsetMs: 0 })).toBe(300_000)
  })

  it('starts on the grid (the offset plus whole intervals) when there is no last event or it is long past', () => {
    expect(nextStartMs(null, 0, cadence)).toBe(30_000)
    expect(nextStartMs(null, 20_000, cadence)).toBe(180_000)
    expect(nextStartMs(null, 19_999, cadence)).toBe(30_000)
    expect(nextStartMs(30_000, 10_000_000, cadence)).toBe(10_080_000)
  })
})

describe('SPORTS_GAME_SETTINGS', () => {
  const parse = (value: unknown) =>
    sportsSettings.safeParse({ SPORTS_GAME_SETTINGS: typeof value === 'string' ? value : JSON.stringify(value) })
  const message = (value: unknown) => {
    const result = parse(value)
    return result.success ? null : result.error.issues[0]!.message
  }

  it('resolves each game from its defaults, then "*", then its own entry, with rtp merged per market', () => {
    const result = parse({
      '*': { bettingClosesBeforeMs: 15_000, rtp: { win: 9100 } },
      'horse-race': { fieldSizes: [12], rtp: { tc: 8800 } },
    })
    expect(result.success).toBe(true)
    const settings = result.data!.SPORTS_GAME_SETTINGS
    expect(settings['horse-race']).toMatchObject({
      bettingClosesBeforeMs: 15_000,
      fieldSizes: [12],
      rtp: { win: 9100, place: 9200, fc: 9100, tc: 8800 },
    })
    expect(settings['dog-race']).toMatchObject({ bettingClosesBeforeMs: 15_000, fieldSizes: [6], rtp: { win: 9100, tc: 8900 } })
    // Football has no "win" market: the "*" entry's is not one of its settings.
    expect(settings['virtual-football']!.rtp).toEqual(SPORTS_GAMES[0]!.defaults.rtp)
    expect(Object.keys(settings).sort()).toEqual(SPORTS_GAMES.map((game) => game.slug).sort())
  })

  it('refuses what cannot be played, naming the game and the setting', () => {
    expect(message('not json')).toMatch(/must be a JSON object of objects/)
    expect(message({ 'no-such-game': {} })).toBe('names no virtual sports game: no-such-game')
    expect(message({ 'dog-race': { fieldSizes: [17] } })).toMatch(/^dog-race: fieldSizes/)
    expect(message({ 'dog-race': { fieldSizes: [3] } })).toMatch(/^dog-race: fieldSizes/)
    expect(message({ 'car-race': { rtp: { win: 10_500 } } })).toMatch(/^car-race: rtp\.win/)
    expect(message({ 'car-race': { rtp: 9000 } })).toMatch(/^car-race: rtp/)
    expect(message({ 'virtual-football': { playMs: 200_000 } })).toBe('virtual-football: playMs must be below intervalMs')
    expect(message({ '*': { offsetMs: 150_000 } })).toBe('dog-race: offsetMs must be below intervalMs')
  })

  it('states each game in the registry: rules with the settings in force, the lowest market RTP, the bet limits', () => {
    const config = loadConfig({
      WALLET_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      SPORTS_GAME_SETTINGS: JSON.stringify({ 'horse-race': { intervalMs: 120_000, rtp: { win: 9150 } } }),
      BET_MAX_SELECTIONS: '20',
    })
    const { definitions } = gameRegistry(config)
    const horse = definitions.find((game) => game.slug === 'horse-race')!
    expect(horse).toMatchObject({ id: 20203, family: 'scheduled-event', type: 'virtual', subType: 'sports' })
    // Its lowest market's with the settings in force: the tricast's 89% (the win market's is set to 91.5%).
    expect(horse.rtp(config)).toBe(0.89)
    const rules = horse.rules(config).join('\n')
    expect(rules).toContain('6, 8, 10 or 12 horses')
    expect(rules).toContain('a race every 2 minutes')
    expect(rules).toContain('win 91.5%')
    expect(rules).toContain('at most 20 selections')
    expect(horse.limits(config)).toEqual({ minBet: 100, maxBet: 500_000, maxWinPerBet: 10_000_000, maxSelections: 20 })
    const football = definitions.find((game) => game.slug === 'virtual-football')!
    expect(football.rules(config).join('\n')).toContain('18 clubs, a season of 34 matchdays')
  })
})
