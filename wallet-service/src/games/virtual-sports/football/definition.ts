import { catalogEntry } from '@9ja/games'
import type { FootballGame } from '../definition-type.ts'

/**
 * The league: eighteen clubs of our own. Ratings are fixed and published (the fixtures' odds come from
 * them and nothing else: see decision 012); higher is stronger for both attack and defence.
 */
const clubs = [
  { name: 'Lagos Lions', short: 'LAG', attack: 1.45, defence: 1.38, colours: ['#c8102e', '#ffffff'] },
  { name: 'Abuja Eagles', short: 'ABJ', attack: 1.4, defence: 1.32, colours: ['#008751', '#ffffff'] },
  { name: 'Garden City Marlins', short: 'GCM', attack: 1.33, defence: 1.2, colours: ['#0057b8', '#ffd100'] },
  { name: 'Kano Camels', short: 'KAN', attack: 1.26, defence: 1.28, colours: ['#f4a300', '#1a1a1a'] },
  { name: 'Benin Bronze', short: 'BEN', attack: 1.22, defence: 1.18, colours: ['#a0522d', '#fdf5e6'] },
  { name: 'Ibadan Thunder', short: 'IBD', attack: 1.2, defence: 1.12, colours: ['#4b0082', '#ffd700'] },
  { name: 'Enugu Miners', short: 'ENU', attack: 1.12, defence: 1.16, colours: ['#2f2f2f', '#f2c500'] },
  { name: 'Jos Highlanders', short: 'JOS', attack: 1.08, defence: 1.1, colours: ['#1e90ff', '#ffffff'] },
  { name: 'Calabar Carnival', short: 'CAL', attack: 1.05, defence: 0.98, colours: ['#ff4f00', '#00a86b'] },
  { name: 'Kaduna Crocodiles', short: 'KAD', attack: 1.0, defence: 1.04, colours: ['#2e8b57', '#f5f5f5'] },
  { name: 'Owerri Oilers', short: 'OWE', attack: 0.98, defence: 0.95, colours: ['#111111', '#e10600'] },
  { name: 'Abeokuta Rock', short: 'ABK', attack: 0.92, defence: 1.0, colours: ['#708090', '#ffffff'] },
  { name: 'Ilorin Harmony', short: 'ILO', attack: 0.9, defence: 0.9, colours: ['#00bfff', '#003366'] },
  { name: 'Onitsha Traders', short: 'ONI', attack: 0.86, defence: 0.88, colours: ['#ffcc00', '#002f6c'] },
  { name: 'Uyo Palms', short: 'UYO', attack: 0.8, defence: 0.85, colours: ['#3cb371', '#ffe4b5'] },
  { name: 'Warri Creek Rovers', short: 'WAR', attack: 0.76, defence: 0.78, colours: ['#800000', '#87ceeb'] },
  { name: 'Sokoto Sultans', short: 'SOK', attack: 0.7, defence: 0.74, colours: ['#daa520', '#006400'] },
  { name: 'Maiduguri Desert Foxes', short: 'MAI', attack: 0.64, defence: 0.68, colours: ['#c2b280', '#8b0000'] },
] as const

/** Virtual Football: a season of matchdays over a double round-robin of the league's clubs. */
export const virtualFootball: FootballGame = {
  kind: 'football',
  ...catalogEntry('virtual-football'),
  theme: 'The Naija Virtual League: eighteen clubs, a full season of matchdays, every match played out in highlights.',
  league: 'Naija Virtual League',
  clubs: clubs.map((club) => ({ ...club, colours: [...club.colours] })),
  defaults: {
    intervalMs: 180_000,
    offsetMs: 0,
    bettingClosesBeforeMs: 10_000,
    playMs: 45_000,
    eventsAhead: 3,
    chainLength: 100_000,
    rtp: { '1x2': 9200, dc: 9300, 'ou1.5': 9300, 'ou2.5': 9300, 'ou3.5': 9300, btts: 9200, cs: 8800, ht: 9000 },
  },
}
