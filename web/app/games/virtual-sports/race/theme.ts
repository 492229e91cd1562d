import type { ComponentType } from 'react'
import { raceParticipants, type Runner } from '@9ja/contract'

/**
 * A race game's look on the shared side-on straight (RaceTrack.tsx): the lanes' surface, what stands
 * beside the straight, how a runner is drawn and how its stride shows. Everything else, the motion
 * included, is the same for every race game.
 */
export type RaceTheme = {
  /** The lanes' surface in two tones (every other lane the second), the rails between them, the sky or roof behind the scenery. */
  colours: { surface: string; surfaceAlt: string; rail: string; backdrop: string }
  /** What stands beside the straight (stands, floodlights, barriers): one SCENERY_TILE, repeated along it. */
  Scenery: ComponentType
  /** A runner side-on in a RUNNER_BOX, facing right (its nose at the right edge, its feet on the bottom), in its colour with its number. */
  Runner: ComponentType<{ colour: string; number: number }>
  /** A runner's stride while it runs: how far each one lifts it (px) and how long it takes (ms). */
  stride: { liftPx: number; periodMs: number }
  /**
   * Colours that go with the runner's number rather than the runner (a greyhound's trap: trap 1 is
   * red in every race), the first for number 1; without them each runner keeps its own colour.
   */
  numberColours?: readonly string[]
}

/** The box a theme draws a runner in, and the tile of its scenery (in px: the scenery is drawn at its size). */
export const RUNNER_BOX = { width: 48, height: 28 }
export const SCENERY_TILE = { width: 80, height: 28 }

/**
 * An event's runners with the colours every part of the page shows them in (the card, the course,
 * the finishing order and the results), or null when the participants are not a race's: one mapping,
 * so a runner never changes colour between the card and the results.
 */
export function raceRunners(theme: RaceTheme, participants: unknown): Runner[] | null {
  const parsed = raceParticipants.safeParse(participants)
  if (!parsed.success) return null
  return parsed.data.runners.map((runner) => ({ ...runner, colour: theme.numberColours?.[runner.number - 1] ?? runner.colour }))
}
