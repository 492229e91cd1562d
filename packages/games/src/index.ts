/**
 * The three kinds of game (shared/design/games.md): how an outcome is made and how its money is held.
 * instant: per player and round, from the player's seed pair, stake and win in one entry;
 * shared-round: one outcome per round for everyone (the crash games); scheduled-event: one result per event.
 */
export type GameFamily = 'instant' | 'shared-round' | 'scheduled-event'

/** A game's line in the catalog (the wallet-service's `games` table, the lobby, the launcher, the web's pages). Ids never change. */
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

const instant = <S extends string>(id: number, title: string, subType: S, sortOrder: number) =>
  ({ id, title, family: 'instant', type: 'spin', subType, provider: 'in-house', sortOrder }) as const
const crash = (id: number, title: string, sortOrder: number) =>
  ({ id, title, family: 'shared-round', type: 'virtual', subType: 'crash', provider: 'in-house', sortOrder }) as const
const scheduled = <S extends 'sports' | 'number'>(id: number, title: string, subType: S, sortOrder: number) =>
  ({ id, title, family: 'scheduled-event', type: 'virtual', subType, provider: 'in-house', sortOrder }) as const

/**
 * Every game built here, by slug: defined once, read by the wallet-service's game definitions (which
 * add each game's rules, settings and routes), the web's pages and the tests. A new game starts with
 * its line here.
 */
export const GAMES = {
  'spin-it': instant(20401, 'Spin It', 'wheel', 1),
  'spin2win-royale': instant(20402, 'Spin 2 Win Royale', 'roulette', 2),
  'jet-crash': crash(20101, 'Jet Crash', 10),
  'danfo-crash': crash(20102, 'Danfo Crash', 11),
  'fire-crash': crash(20103, 'Fire Crash', 12),
  'bank-heist': crash(20104, 'Bank Heist', 13),
  'ball-joggle': crash(20105, 'Ball Joggle', 14),
  'virtual-football': scheduled(20201, 'Virtual Football', 'sports', 20),
  'dog-race': scheduled(20202, 'Dog Race', 'sports', 21),
  'horse-race': scheduled(20203, 'Horse Race', 'sports', 22),
  'bike-race': scheduled(20204, 'Bike Race', 'sports', 23),
  'car-race': scheduled(20205, 'Car Race', 'sports', 24),
  'perfect-guess': scheduled(20301, 'Perfect Guess', 'number', 30),
  'millionaire-kendo': scheduled(20302, 'Millionaire Kendo', 'number', 31),
  'jackpot-game': scheduled(20303, 'Jackpot Game', 'number', 32),
  'one-sure': scheduled(20304, '1 Sure', 'number', 33),
} as const satisfies Record<string, Omit<CatalogEntry, 'slug'>>

export type GameSlug = keyof typeof GAMES

/** The slugs of the games whose catalog sub-type is `S` ('crash', 'sports', 'number', ...), as a type. */
export type SlugOfSubType<S extends string> = { [G in GameSlug]: (typeof GAMES)[G]['subType'] extends S ? G : never }[GameSlug]

/** A game's whole catalog entry. */
export const catalogEntry = <G extends GameSlug>(slug: G): CatalogEntry & { slug: G } => ({ ...GAMES[slug], slug })

/** Every game of a sub-type, in catalog order. */
export const gamesOfSubType = <S extends string>(subType: S): (CatalogEntry & { slug: SlugOfSubType<S> })[] =>
  (Object.keys(GAMES) as GameSlug[])
    .filter((slug): slug is SlugOfSubType<S> => GAMES[slug].subType === subType)
    .map((slug) => catalogEntry(slug))

/** A game's thumbnail, served by the web app. */
export const thumbnailOf = (slug: string) => `/games/${slug}.svg`
