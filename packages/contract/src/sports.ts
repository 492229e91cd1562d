import { z } from 'zod/mini'

// zod/mini (the same schemas, written as functions): the race and match pages read participants and
// results with these in the browser, where zod's full build costs about 24 KiB of compressed script and
// the mini core about 15 (a race or match page 146.4 -> 137.8 KiB).

/**
 * The virtual sports' answers (`GET /games/sports/...`): the web app's loaders check them with these, and
 * its pages read their parts (participants, results) with them in the browser.
 */

const isoTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO time'))
/** A club's last league results ('W', 'D', 'L'), newest first. */
const clubForm = z.array(z.enum(['W', 'D', 'L']))

const club = z.object({ name: z.string(), short: z.string(), colours: z.optional(z.array(z.string())), form: z.optional(clubForm) })
export const footballParticipants = z.object({ home: club, away: club })
export type FootballParticipants = z.infer<typeof footballParticipants>
const runner = z.object({
  number: z.int().check(z.positive()),
  /** Which of the game's roster runs under this number: what the public field draw chose. */
  rosterIndex: z.optional(z.int().check(z.nonnegative())),
  name: z.string(),
  colour: z.string(),
  /** Its last finishing positions, newest first. */
  form: z.optional(z.array(z.int().check(z.positive()))),
})
export type Runner = z.infer<typeof runner>
export const raceParticipants = z.object({ runners: z.array(runner).check(z.minLength(2)) })
export type RaceParticipants = z.infer<typeof raceParticipants>

export const footballResult = z.object({
  home: z.int(),
  away: z.int(),
  htHome: z.int(),
  htAway: z.int(),
  goals: z.array(z.object({ minute: z.int(), side: z.enum(['home', 'away']) })),
})
export type FootballResultView = z.infer<typeof footballResult>
export const raceResult = z.object({ order: z.array(z.int()), times: z.array(z.number()) })
export type RaceResultView = z.infer<typeof raceResult>

const selection = z.object({ selectionId: z.string(), name: z.string(), odds: z.number() })
export type SelectionView = z.infer<typeof selection>
const market = z.object({ market: z.string(), name: z.string(), selections: z.array(selection) })
export type MarketView = z.infer<typeof market>

/** What every answer says of an event, whatever its status. */
const eventBase = z.object({
  eventId: z.number(),
  name: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  season: z.nullish(z.number()),
  matchday: z.nullish(z.number()),
  participants: z.union([footballParticipants, raceParticipants]),
  result: z.nullish(z.union([footballResult, raceResult])),
})

/** An upcoming or live event (`/events`): its result only once it is live (the animation plays it). */
export const sportsEvent = z.extend(eventBase, {
  status: z.enum(['open', 'closed', 'live']),
  bettingClosesAt: isoTime,
  fairness: z.object({ commitment: z.string(), chainIndex: z.number() }),
  markets: z.array(market),
})
export type SportsEventView = z.infer<typeof sportsEvent>

/** A finished or void event (`/results`), with its revealed link and what it was priced and drawn from. */
export const finishedEvent = z.extend(eventBase, {
  status: z.enum(['finished', 'void']),
  fairness: z.object({ commitment: z.string(), chainIndex: z.number(), link: z.string() }),
  model: z.record(z.string(), z.unknown()),
  odds: z.record(z.string(), z.number()),
})
export type FinishedEventView = z.infer<typeof finishedEvent>

/**
 * One event in any status, every market. Once it is over it shows its link and what the link hashes
 * to (the previous event's link, or the chain's commitment for the chain's first event).
 */
export const eventDetails = z.extend(eventBase, {
  status: z.enum(['open', 'closed', 'live', 'finished', 'void']),
  bettingClosesAt: isoTime,
  markets: z.array(market),
  model: z.record(z.string(), z.unknown()),
  fairness: z.object({
    commitment: z.string(),
    chainIndex: z.number(),
    link: z.nullish(z.string()),
    hashesTo: z.nullish(z.string()),
    /** A race's field draw: the roster it picks from and the field sizes it picks among. */
    field: z.nullish(
      z.object({ rosterSize: z.int().check(z.positive()), fieldSizes: z.array(z.int().check(z.positive())).check(z.minLength(1)) }),
    ),
  }),
})
export type EventDetailsView = z.infer<typeof eventDetails>
export type EventMarkets = Pick<EventDetailsView, 'eventId' | 'markets'>

const tableRow = z.object({
  position: z.number(),
  club: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  points: z.number(),
  form: clubForm,
})
export const leagueTable = z.object({ season: z.number(), matchday: z.number(), rows: z.array(tableRow) })
export type LeagueTableView = z.infer<typeof leagueTable>
