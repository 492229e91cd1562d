import { GAMES } from '@9ja/games'

/** A commission line's game as agents read it: the catalog's title; a multiple across virtual sports is the family's (`virtualSports`). */
export function commissionGameTitle(slug: string, virtualSports: string): string {
  return slug in GAMES ? GAMES[slug as keyof typeof GAMES].title : virtualSports
}
