import { z } from 'zod'
import { cadenceSettings, playsWithinInterval } from '../../scheduled/settings.ts'

/** Return to player of one market, in basis points (9200 = 92%). */
const basisPoints = z.number().int().min(5000).max(9900)

/** When a game's events happen (every game), and how many links a new hash chain has. */
const schedule = {
  ...cadenceSettings,
  /** How long an event plays (the match highlights, the race) before its result is final and bets settle. */
  playMs: z.number().int().min(1000).max(3_600_000),
  /** Events (races) or matchdays (football) scheduled and priced in advance. */
  eventsAhead: z.number().int().min(1).max(20),
}

export const footballSettings = playsWithinInterval(
  z.object({
    ...schedule,
    rtp: z.object({
      '1x2': basisPoints,
      dc: basisPoints,
      'ou1.5': basisPoints,
      'ou2.5': basisPoints,
      'ou3.5': basisPoints,
      btts: basisPoints,
      cs: basisPoints,
      ht: basisPoints,
    }),
  }),
  'playMs',
)
export type FootballSettings = z.infer<typeof footballSettings>

export const raceSettings = playsWithinInterval(
  z.object({
    ...schedule,
    rtp: z.object({ win: basisPoints, place: basisPoints, fc: basisPoints, tc: basisPoints }),
    /** The field sizes a race may have; each race's is drawn from them (the public field stream, decision 012). */
    fieldSizes: z.array(z.number().int().min(4).max(20)).min(1),
  }),
  'playMs',
)
export type RaceSettings = z.infer<typeof raceSettings>
export type SportsGameSettings = FootballSettings | RaceSettings
