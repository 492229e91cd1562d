import { catalogEntry } from '@9ja/games'
import type { RaceGame } from '../definition-type.ts'
import { raceDefaults } from '../race-defaults.ts'

/** Car Race: ten drivers from a paddock of sixteen, on the grand prix track. */
export const carRace: RaceGame = {
  kind: 'race',
  ...catalogEntry('car-race'),
  theme: 'Ten cars roar off the grid of the grand prix track; the chequered flag decides it.',
  story: { runner: 'driver', runners: 'drivers', start: 'off the grid', track: 'the grand prix track' },
  runners: [
    { name: 'Kelechi Kerb', colour: '#d32f2f' },
    { name: 'Tobi Turbo', colour: '#1976d2' },
    { name: 'Fatima Fastlane', colour: '#388e3c' },
    { name: 'Ikenna Pitstop', colour: '#fbc02d' },
    { name: 'Lola Launch', colour: '#f57c00' },
    { name: 'Bayo Blaze', colour: '#7b1fa2' },
    { name: 'Chioma Chequered', colour: '#212121' },
    { name: 'Gbenga Gearbox', colour: '#0097a7' },
    { name: 'Hauwa Horsepower', colour: '#c2185b' },
    { name: 'Nnamdi Nitrous', colour: '#303f9f' },
    { name: 'Ronke Redline', colour: '#e64a19' },
    { name: 'Sola Slick', colour: '#689f38' },
    { name: 'Tayo Traction', colour: '#5d4037' },
    { name: 'Umar Upshift', colour: '#455a64' },
    { name: 'Vivian Vroom', colour: '#00796b' },
    { name: 'Wale Wheelspin', colour: '#afb42b' },
  ],
  defaults: raceDefaults(90_000, [10]),
}
