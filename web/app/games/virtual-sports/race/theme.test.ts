import { describe, expect, it } from 'vitest'
import { dogRaceTheme } from '../dog-race/theme.tsx'
import { horseRaceTheme } from '../horse-race/theme.tsx'
import { raceRunners } from './theme.ts'

/** A race's participants as the service sends them: each runner in its roster colour. */
const field = (runners: [name: string, colour: string][]) => ({
  runners: runners.map(([name, colour], at) => ({ number: at + 1, name, colour, form: [] })),
})
const colours = (runners: ReturnType<typeof raceRunners>) => runners?.map((runner) => runner.colour)

describe('the colours a race shows its runners in', () => {
  it("gives a greyhound its trap's colour, the same in every race, whichever dog is in the trap", () => {
    const tonight = field([
      ['Danfo Dash', '#f7c600'],
      ['Jollof Rocket', '#d7261e'],
      ['Suya Spark', '#8b4513'],
    ])
    const later = field([
      ['Okada Flash', '#1e88e5'],
      ['Danfo Dash', '#f7c600'],
      ['Puff Puff', '#f48fb1'],
    ])
    expect(colours(raceRunners(dogRaceTheme, tonight))).toEqual(['#d7261e', '#1e5bd8', '#ffffff'])
    expect(colours(raceRunners(dogRaceTheme, later))).toEqual(colours(raceRunners(dogRaceTheme, tonight)))
  })

  it('keeps each runner of the other races in its own colour, and reads no race from other participants', () => {
    expect(
      colours(
        raceRunners(
          horseRaceTheme,
          field([
            ['Eko Star', '#123456'],
            ['Abuja Gold', '#abcdef'],
          ]),
        ),
      ),
    ).toEqual(['#123456', '#abcdef'])
    expect(
      raceRunners(dogRaceTheme, { home: { name: 'Lagos Lions', short: 'LAG' }, away: { name: 'Kano Pillars', short: 'KAN' } }),
    ).toBeNull()
  })
})
