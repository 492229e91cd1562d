import { catalogEntry } from '@9ja/games'
import type { RaceGame } from '../definition-type.ts'
import { raceDefaults } from '../race-defaults.ts'

/** Horse Race: fields of 6, 8, 10 or 12 from the stable's sixteen; places paid 1 to 2 or 1 to 3 by field size. */
export const horseRace: RaceGame = {
  kind: 'race',
  ...catalogEntry('horse-race'),
  theme: 'Thoroughbreds thunder round the turf at the racecourse; 6 to 12 runners a race.',
  story: { runner: 'horse', runners: 'horses', start: 'out of the stalls', track: 'the turf course' },
  runners: [
    { name: 'Ikoyi Prince', colour: '#1565c0' },
    { name: 'Lekki Sunset', colour: '#ef6c00' },
    { name: 'Zuma Rock', colour: '#5d4037' },
    { name: 'Osun Grove', colour: '#2e7d32' },
    { name: 'Benue Star', colour: '#fbc02d' },
    { name: 'Yankari Gold', colour: '#c9a227' },
    { name: 'Olumo Pride', colour: '#6a1b9a' },
    { name: 'Obudu Mist', colour: '#90a4ae' },
    { name: 'Idanre Hill', colour: '#00838f' },
    { name: 'Kainji Storm', colour: '#37474f' },
    { name: 'Ogun Breeze', colour: '#4fc3f7' },
    { name: 'Gurara Falls', colour: '#0277bd' },
    { name: 'Erin Ijesha', colour: '#ad1457' },
    { name: 'Argungu King', colour: '#b71c1c' },
    { name: 'Durbar Royal', colour: '#ffd54f' },
    { name: 'Niger Delta', colour: '#1b5e20' },
  ],
  defaults: raceDefaults(30_000, [6, 8, 10, 12]),
}
