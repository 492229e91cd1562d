import type { RaceSettings } from './events/game-settings.ts'

/**
 * The defaults every race game shares: a race every 150 s, betting until 10 s before the off, 30 s
 * of racing, three races ahead. Each game staggers its races by its own offset (so two games rarely
 * start together) and has its own field sizes.
 */
export function raceDefaults(offsetMs: number, fieldSizes: number[]): RaceSettings {
  return {
    intervalMs: 150_000,
    offsetMs,
    bettingClosesBeforeMs: 10_000,
    playMs: 30_000,
    eventsAhead: 3,
    chainLength: 100_000,
    fieldSizes,
    rtp: { win: 9000, place: 9200, fc: 9100, tc: 8900 },
  }
}
