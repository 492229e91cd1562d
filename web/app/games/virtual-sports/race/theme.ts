import type { ComponentType } from 'react'

/**
 * A race game's look: the course's surfaces (drawn on the shared stadium course of race-motion.ts),
 * what stands around it, and how a runner is drawn (centred on 0,0, in its colour with its number).
 * Everything else, the motion included, is the same for every race game.
 */
export type RaceTheme = {
  colours: { ground: string; track: string; infield: string; rail: string; line: string }
  Scenery: ComponentType
  Runner: ComponentType<{ colour: string; number: number }>
}
