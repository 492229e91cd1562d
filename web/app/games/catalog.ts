import type { GameListItem } from '@9ja/contract'

/**
 * Lobby categories and the spec's classification of catalog games into them. The spec reads two ways;
 * this is the six-category one (0 All Games, 1 Categories, 2 Spin Games, 3 Aviator Games, 4 Sports
 * Virtual, 5 Number Games), the one its other routes agree with: Spin It's back arrow goes to `?id=2`
 * and the dashboard's Categories button to `?id=1`.
 */
export const LOBBY_CATEGORIES = [0, 1, 2, 3, 4, 5] as const
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number]
export const ALL_GAMES = 0
export const CATEGORIES = 1
export const SPIN_GAMES = 2
export const AVIATOR_GAMES = 3
export const SPORTS_VIRTUAL = 4
export const NUMBER_GAMES = 5

export function parseCategory(value: string | null | undefined): LobbyCategory {
  const id = Number(value)
  return (LOBBY_CATEGORIES as readonly number[]).includes(id) && value !== '' && value != null ? (id as LobbyCategory) : ALL_GAMES
}

/** Spec section 2: crash → Aviator; virtual without 'number' → Sports Virtual; virtual with 'number' → Number Games. */
export function categoryOf(game: GameListItem): LobbyCategory {
  const type = game.type.toLowerCase()
  const subType = game.sub_type.toLowerCase()
  if (type === 'crash' || subType === 'crash') return AVIATOR_GAMES
  if (type === 'virtual') {
    return game.gameTitle.toLowerCase().includes('number') || subType.includes('number') ? NUMBER_GAMES : SPORTS_VIRTUAL
  }
  return SPIN_GAMES
}

/** The lobby's search: a game matches when its title contains the words typed, in any case. */
export function matchesSearch(game: GameListItem, search: string): boolean {
  return game.gameTitle.toLocaleLowerCase('en').includes(search.trim().toLocaleLowerCase('en'))
}

export const MIN_SPIN_AMOUNT = 100
export const MOBILE_BREAKPOINT = 768
export const deviceTypeFor = (width: number) => (width <= MOBILE_BREAKPOINT ? 'mobile' : 'desktop')

/** Amounts the player types: digits only, everything else stripped (spec section 5). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '')
