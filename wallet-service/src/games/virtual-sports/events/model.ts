import { RoundRandom } from '@9ja/fairness/node'
import {
  drawFootball,
  drawRace,
  fieldSeeds,
  footballModel,
  priceFootball,
  priceRace,
  raceField,
  resultSeeds,
  type FootballModel,
  type FootballResult,
  type PricedMarket,
  type RaceModel,
  type RaceResult,
} from '@9ja/virtual-sports'
import type { ClubProfile, FootballGame, RaceGame, SportsGame } from '../definition-type.ts'
import type { FootballSettings, RaceSettings, SportsGameSettings } from './game-settings.ts'

/** A club as a fixture shows it. Form: its last league results, newest first ('W', 'D', 'L'); shown, never priced. */
export type ClubSide = { name: string; short: string; colours: string[]; attack: number; defence: number; form: string[] }
export type FootballParticipants = { home: ClubSide; away: ClubSide }
/** A race's runner: its number (trap, saddle cloth), who it is on the roster, and its last finishing positions, newest first. */
export type RaceRunner = { number: number; rosterIndex: number; name: string; colour: string; form: number[] }
/** A race's runners, and the inputs of its field draw (the roster's size, the field sizes in force) that /fairness recomputes it from. */
export type RaceParticipants = { runners: RaceRunner[]; field: { rosterSize: number; fieldSizes: number[] } }
export type Participants = FootballParticipants | RaceParticipants

export type EventModel = FootballModel | RaceModel
export type EventResult = FootballResult | RaceResult
/** Odds of every selection offered, by selection code, in hundredths (235 = 2.35). */
export type OddsTable = Record<string, number>
export type RtpTable = Record<string, number>

const clubSide = (club: ClubProfile): ClubSide => ({
  name: club.name,
  short: club.short,
  colours: club.colours,
  attack: club.attack,
  defence: club.defence,
  form: [],
})

/** A fixture's participants and its model: from the clubs' fixed ratings only. */
export function footballFixture(game: FootballGame, home: number, away: number) {
  const homeClub = game.clubs[home]!
  const awayClub = game.clubs[away]!
  return {
    name: `${homeClub.name} v ${awayClub.name}`,
    participants: { home: clubSide(homeClub), away: clubSide(awayClub) } satisfies FootballParticipants,
    model: footballModel(homeClub, awayClub),
  }
}

/**
 * A race's field, drawn from the public stream of the chain's commitment (serverSeed = commitment,
 * clientSeed = `<slug>:field`, nonce = chain index): fixed before the chain's first event, and
 * recomputable by anyone (verifyRaceField).
 */
export function raceFixture(game: RaceGame, fieldSizes: number[], commitment: string, chainIndex: number) {
  const field = raceField(game.runners.length, fieldSizes, new RoundRandom(fieldSeeds(commitment, game.slug, chainIndex)))
  const runners = field.runners.map((rosterIndex, at): RaceRunner => ({
    number: at + 1,
    rosterIndex,
    name: game.runners[rosterIndex]!.name,
    colour: game.runners[rosterIndex]!.colour,
    form: [],
  }))
  return {
    participants: { runners, field: { rosterSize: game.runners.length, fieldSizes } } satisfies RaceParticipants,
    model: { strengths: field.strengths } satisfies RaceModel,
  }
}

/** Every market of an event, with names, priced from its model at `rtp`. */
export function priceEvent(game: SportsGame, event: { model: EventModel; rtp: RtpTable; participants: Participants }): PricedMarket[] {
  if (game.kind === 'football') {
    const { home, away } = event.participants as FootballParticipants
    return priceFootball(event.model as FootballModel, event.rtp as FootballSettings['rtp'], { home: home.name, away: away.name })
  }
  const { runners } = event.participants as RaceParticipants
  return priceRace(
    event.model as RaceModel,
    event.rtp as RaceSettings['rtp'],
    runners.map((runner) => runner.name),
  )
}

/** The odds table stored with an event: every priced selection's odds by code. */
export const oddsTable = (markets: PricedMarket[]): OddsTable =>
  Object.fromEntries(markets.flatMap((market) => market.selections.map((selection) => [selection.code, selection.oddsX100])))

/** The RTP per market in force for a game, as stored with the events priced at it. */
export const rtpTable = (settings: SportsGameSettings): RtpTable => ({ ...settings.rtp })

/**
 * An event's result, from the secret stream of its chain link (serverSeed = link, clientSeed = the
 * game's slug, nonce = chain index), drawn from exactly the model its odds were priced from.
 */
export function drawResult(game: SportsGame, event: { link: string; chainIndex: number; model: EventModel }): EventResult {
  const random = new RoundRandom(resultSeeds(event.link, game.slug, event.chainIndex))
  return game.kind === 'football' ? drawFootball(event.model as FootballModel, random) : drawRace(event.model as RaceModel, random)
}
