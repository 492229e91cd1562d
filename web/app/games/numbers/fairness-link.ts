import type { NumberSlug } from './number-games.ts'

/** Where /fairness checks a draw of a number game. */
export const drawFairnessHref = (slug: NumberSlug, drawId: number) => `/fairness?numbers=${slug}&draw=${drawId}#number-games`
