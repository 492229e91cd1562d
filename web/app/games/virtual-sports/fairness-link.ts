import type { SportsSlug } from './sports-games.ts'

/** Where /fairness checks an event of a virtual sport. */
export const eventFairnessHref = (slug: SportsSlug, eventId: number) => `/fairness?sports=${slug}&event=${eventId}#virtual-sports`
