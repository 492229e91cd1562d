/**
 * An event's random streams, in the shared scheme of @9ja/fairness (scheme.ts):
 * - the result: serverSeed = the event's chain link (secret until the event finishes),
 *   clientSeed = the game's slug, nonce = the event's chain index;
 * - a race's field: serverSeed = the chain's commitment (public before the chain's first event),
 *   clientSeed = `${slug}:field`, nonce = the chain index; so the operator, who knows the links,
 *   has no choice of a race's field after the commitment, and anyone can check it.
 * The wallet-service draws with `new RoundRandom(resultSeeds(...))` of @9ja/fairness/node; these
 * verifiers redraw with the same synchronous code over the words fetched with Web Crypto.
 */
import { replayRound, type RoundSeeds } from '@9ja/fairness'
import { drawFootball, type FootballModel, type FootballResult } from './football.ts'
import { drawRace, raceField, type RaceField, type RaceModel, type RaceResult } from './race.ts'

export function resultSeeds(link: string, game: string, chainIndex: number): RoundSeeds {
  return { serverSeed: link, clientSeed: game, nonce: chainIndex }
}

export function fieldSeeds(commitment: string, game: string, chainIndex: number): RoundSeeds {
  return { serverSeed: commitment, clientSeed: `${game}:field`, nonce: chainIndex }
}

export function verifyFootball(link: string, game: string, chainIndex: number, model: FootballModel): Promise<FootballResult> {
  return replayRound(resultSeeds(link, game, chainIndex), (random) => drawFootball(model, random))
}

export function verifyRace(link: string, game: string, chainIndex: number, model: RaceModel): Promise<RaceResult> {
  return replayRound(resultSeeds(link, game, chainIndex), (random) => drawRace(model, random))
}

export function verifyRaceField(
  commitment: string,
  game: string,
  chainIndex: number,
  rosterSize: number,
  fieldSizes: number[],
): Promise<RaceField> {
  return replayRound(fieldSeeds(commitment, game, chainIndex), (random) => raceField(rosterSize, fieldSizes, random))
}
