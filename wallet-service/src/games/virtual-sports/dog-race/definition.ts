import { catalogEntry } from '@9ja/games'
import type { RaceGame } from '../definition-type.ts'
import { raceDefaults } from '../race-defaults.ts'

/** Dog Race: six greyhounds from the kennel's sixteen, out of the traps every few minutes. */
export const dogRace: RaceGame = {
  kind: 'race',
  ...catalogEntry('dog-race'),
  theme: 'Six greyhounds burst out of the traps under the floodlights; first past the post wins.',
  story: { runner: 'dog', runners: 'dogs', start: 'out of the traps', track: 'the floodlit oval' },
  runners: [
    { name: 'Danfo Dash', colour: '#f7c600' },
    { name: 'Jollof Rocket', colour: '#d7261e' },
    { name: 'Suya Spark', colour: '#8b4513' },
    { name: 'Okada Flash', colour: '#1e88e5' },
    { name: 'Eko Express', colour: '#00897b' },
    { name: 'Puff Puff', colour: '#f48fb1' },
    { name: 'Agege Bread', colour: '#e6c27a' },
    { name: 'Small Chops', colour: '#7cb342' },
    { name: 'Kpakpando', colour: '#ffb300' },
    { name: 'Wahala Wind', colour: '#5e35b1' },
    { name: 'Naija Blitz', colour: '#008751' },
    { name: 'Area Fada', colour: '#424242' },
    { name: 'Gbese Runner', colour: '#c62828' },
    { name: 'Mama Put', colour: '#6d4c41' },
    { name: 'Oga Madam', colour: '#ad1457' },
    { name: 'Shakara Queen', colour: '#26c6da' },
  ],
  defaults: raceDefaults(0, [6]),
}
