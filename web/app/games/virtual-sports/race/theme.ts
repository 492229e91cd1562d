import type { ComponentType } from 'react'
import { raceParticipants, type Runner } from '../sports-schemas.ts'

/**
 * A race game's look: the course's surfaces (drawn on the shared stadium course of race-motion.ts),
 * what stands around it, and how a runner is drawn (centred on 0,0, in its colour with its number).
 * Everything else, the motion included, is the same for every race game.
 */
export type RaceTheme = {
  colours: { ground: string; track: string; infield: string; rail: string; line: string }
  Scenery: ComponentType
  Runner: ComponentType<{ colour: string; number: number }>
  /**
   * Colours that go with the runner's number rather than the runner (a greyhound's trap: trap 1 is
   * red in every race), the first for number 1; without them each runner keeps its own colour.
   */
  numberColours?: readonly string[]
}

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
