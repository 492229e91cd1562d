import type { FastifyPluginAsync } from 'fastify'
import type { CatalogEntry } from '@9ja/games'
import type { Config } from '../config.ts'
import type { AppContext } from '../context.ts'
import type { GameRounds } from './rounds.ts'

/** A game's family and catalog line are the games catalog's (@9ja/games), where every game is defined first. */
export type { CatalogEntry, GameFamily } from '@9ja/games'

/**
 * The limits a player sees before staking, in naira unless the name says otherwise (`maxBets` and
 * `maxSelections` are counts, `maxAutoCashOut` a multiplier). A new kind of limit is a new name here
 * and its label in the web app's locales.
 */
export type LimitName =
  | 'minBet'
  | 'maxBet'
  | 'maxWinPerBet'
  | 'maxRoundPayout'
  | 'maxRoundStakes'
  | 'maxAutoCashOut'
  | 'maxPayoutPerMarket'
  | 'maxBets'
  | 'maxSelections'
export type GameLimits = Partial<Record<LimitName, number>>

/** What a game's own routes are given besides the service's context. */
export type GameServices = { rounds: GameRounds }

/** A game players can play: its catalog entry, its how-to-play, and where it is played. */
export type GameDefinition = CatalogEntry & {
  /** One line that sets the scene (lobby and page). */
  theme: string
  /** How to play, paragraph by paragraph (English), with the settings in force: shown on the game's page. */
  rules: (config: Config) => readonly string[]
  /**
   * The stated return to player (0.95 = 95%) with the settings in force, proven by the game's RTP test: the
   * how-to-play panel and the game's page read this one figure, so a player never reads two RTPs for one game.
   */
  rtp: (config: Config) => number
  /** The limits in force, from the settings. */
  limits: (config: Config) => GameLimits
  /** The game's own endpoints, given its definition; a family that serves all its games (crash) registers its routes once instead. */
  routes?: (context: AppContext, services: GameServices, game: GameDefinition) => FastifyPluginAsync
}
