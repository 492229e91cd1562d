import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../config.ts'
import type { AppContext } from '../context.ts'
import type { GameRounds } from './rounds.ts'

/**
 * The three kinds of game (shared/design/games.md): how an outcome is made and how its money is held.
 * instant: per player and round, from the player's seed pair, stake and win in one entry;
 * shared-round: one outcome per round for everyone (the crash games); scheduled-event: one result per event.
 */
export type GameFamily = 'instant' | 'shared-round' | 'scheduled-event'

/** A game's line in the catalog (the `games` table, the lobby's game list, the launcher). Ids never change. */
export type CatalogEntry = {
  id: number
  /** Also its page (`/play/<slug>`) and its thumbnail (`/games/<slug>.svg`). */
  slug: string
  title: string
  family: GameFamily
  /** The spec's classification, which puts the game in a lobby category. */
  type: string
  subType: string
  /** Who answers a launch: our own game pages, or an external sportsbook. */
  provider: 'in-house' | 'sportsbook'
  /** Place in the lobby, smallest first. */
  sortOrder: number
}

/** The catalog entry of one of our own virtual games played on a schedule (a virtual sport, a number game). */
export const scheduledVirtualEntry = (
  game: Pick<CatalogEntry, 'id' | 'slug' | 'title' | 'sortOrder'>,
  subType: 'sports' | 'number',
): CatalogEntry => ({
  id: game.id,
  slug: game.slug,
  title: game.title,
  family: 'scheduled-event',
  type: 'virtual',
  subType,
  provider: 'in-house',
  sortOrder: game.sortOrder,
})

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
