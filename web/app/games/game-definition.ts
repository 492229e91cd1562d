import { GAMES, type GameSlug } from '@9ja/games'
import type { ComponentType } from 'react'
import type { CrashPlay } from './crash/crash-play.server.ts'
import type { GameInfo, RoundView } from '@9ja/contract'

export type { GameFamily } from '@9ja/games'

/** What the play route hands every game page. */
export type GamePageProps = {
  balance: number | null
  /** The game's rules, stated RTP and limits (`GET /games/{slug}`); null when the wallet-service could not answer. */
  info: GameInfo | null
  /** The player's latest rounds of this game, newest first (as many as the game asks for). */
  recentRounds: RoundView[]
  /** A shared-round game's game information and round as they are now (null for the other families, or when the wallet-service could not answer). */
  sharedRound: CrashPlay | null
}

/**
 * A game's web side, defined once in its folder (`<folder>/game.ts`). The play route, the login
 * redirect, the how-to-play panel (the rules, RTP and limits of the wallet-service's definition
 * through `GET /games/{slug}`, the rules in the player's language when the game gives `Rules`) and
 * the /fairness verifier derive from it. Id, slug and title are the games catalog's (@9ja/games), as
 * the wallet-service's definitions are.
 */
type WebGameIdentity = {
  gameId: number
  slug: string
  title: string
  /** Where the login page sends the player back to (`/login?from=<loginFrom>`). */
  loginFrom: string
}

/** A game of the wallet-service's catalog as the pages name it (catalog-games.server.ts reads them). */
export type CatalogGameIdentity = { gameId: number; slug: string; title: string }

/** A game's id, slug and title, as the games catalog (@9ja/games) defines them. */
export const webGameIdentity = (slug: GameSlug) => ({ gameId: GAMES[slug].id, slug, title: GAMES[slug].title })

/** An instant or shared-round game: played on `/play/<slug>`, in the lobby's frame or the whole window. */
export type PlayPageGame = WebGameIdentity & {
  family: 'instant' | 'shared-round'
  /** The page under `/play/<slug>`. */
  Page: ComponentType<GamePageProps>
  /** The how-to-play panel's rules in the player's language, with the settings in force; without it the panel shows the service's. */
  Rules?: ComponentType<GamePageProps>
  /** How many of the player's latest rounds of this game its page shows; 0 fetches none. */
  recentRounds: number
  /** Where the page opened in the whole window leads back to; Casino Games unless given. */
  backTo?: { path: string; label: 'play.backToCasino' | 'crash.backToAviator' }
}

/**
 * A scheduled-event game (the virtual sports, the number games): its own top-level page with the bet
 * slip beside it, open to visitors; `/play/<slug>` and the lobby's card lead there.
 */
export type OwnPageGame = WebGameIdentity & { family: 'scheduled-event'; pagePath: string }

export type WebGame = PlayPageGame | OwnPageGame
