/** Where /fairness checks a draw of a number game. */
export const drawFairnessHref = (slug: string, drawId: number) => `/fairness?numbers=${slug}&draw=${drawId}#number-games`
