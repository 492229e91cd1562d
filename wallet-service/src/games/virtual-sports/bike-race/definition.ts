import { catalogEntry } from '@9ja/games'
import type { RaceGame } from '../definition-type.ts'
import { raceDefaults } from '../race-defaults.ts'

/** Bike Race: eight riders from a grid of sixteen, a few laps of the street circuit. */
export const bikeRace: RaceGame = {
  kind: 'race',
  ...catalogEntry('bike-race'),
  theme: 'Eight riders lean into the bends of the street circuit; first across the line takes it.',
  story: { runner: 'rider', runners: 'riders', start: 'off the grid', track: 'the street circuit' },
  runners: [
    { name: 'Emeka Throttle', colour: '#e53935' },
    { name: 'Kunle Kickstart', colour: '#1e88e5' },
    { name: 'Aisha Apex', colour: '#43a047' },
    { name: 'Chidi Chicane', colour: '#fdd835' },
    { name: 'Bola Burnout', colour: '#fb8c00' },
    { name: 'Ngozi Nitro', colour: '#8e24aa' },
    { name: 'Sani Slipstream', colour: '#00acc1' },
    { name: 'Femi Fullgas', colour: '#6d4c41' },
    { name: 'Halima Hairpin', colour: '#d81b60' },
    { name: 'Obinna Overtake', colour: '#3949ab' },
    { name: 'Zainab Zoom', colour: '#7cb342' },
    { name: 'Segun Sidecar', colour: '#546e7a' },
    { name: 'Amaka Afterburn', colour: '#ff7043' },
    { name: 'Musa Mudguard', colour: '#8d6e63' },
    { name: 'Yemi Wheelie', colour: '#26a69a' },
    { name: 'Ifeoma Ignition', colour: '#c0ca33' },
  ],
  defaults: raceDefaults(60_000, [8]),
}
