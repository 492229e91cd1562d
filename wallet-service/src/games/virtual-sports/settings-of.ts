import type { FootballSettings, RaceSettings, SportsGameSettings } from './events/game-settings.ts'
import type { FootballGame, RaceGame, SportsGame } from './definition-type.ts'

type SettingsHolder = { SPORTS_GAME_SETTINGS: Record<string, SportsGameSettings> }

/** A game's settings in force (a module of its own: the registry entries and the rules both read it). */
export function settingsOf(config: SettingsHolder, game: FootballGame): FootballSettings
export function settingsOf(config: SettingsHolder, game: RaceGame): RaceSettings
export function settingsOf(config: SettingsHolder, game: SportsGame): SportsGameSettings
export function settingsOf(config: SettingsHolder, game: SportsGame): SportsGameSettings {
  return config.SPORTS_GAME_SETTINGS[game.slug]!
}
