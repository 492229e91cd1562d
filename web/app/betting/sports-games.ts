/**
 * The scheduled-event (virtual sports) games whose selections go on the bet slip: their slugs as
 * the wallet-service's registry names them (`wallet-service/src/games/catalog`, ids 20201-20205).
 */
export const SPORTS_SLUGS = ['virtual-football', 'dog-race', 'horse-race', 'bike-race', 'car-race'] as const
export type SportsSlug = (typeof SPORTS_SLUGS)[number]

export function isSportsSlug(slug: string | undefined): slug is SportsSlug {
  return slug !== undefined && (SPORTS_SLUGS as readonly string[]).includes(slug)
}
