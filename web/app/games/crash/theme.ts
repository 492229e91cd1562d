import type { ComponentType } from 'react'

/**
 * A crash game's look: its stage colours and artwork. The engine, rules and panels are the same for
 * every game; the stage draws the theme's scenery behind the flight curve and its artwork on top.
 * - `follow-curve`: the artwork (drawn around 0,0, facing right) rides the curve's tip, turned with it.
 * - `in-place`: the artwork stays where it is drawn and reacts to `--crash-progress` (0..1, how high
 *   the flight has climbed) in its own CSS.
 * At the crash the stage's `data-phase` turns to `crashed`: each game's CSS plays its ending
 * (the jet flies away, the danfo breaks down, the flame burns out, the robbers are caught, the ball drops).
 * Its texts are in the locales under `crash.themes.<slug>`.
 */
export type CrashTheme = {
  colours: { skyTop: string; skyBottom: string; curve: string; accent: string }
  motion: 'follow-curve' | 'in-place'
  Scenery: ComponentType
  Artwork: ComponentType
}
