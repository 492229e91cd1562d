/**
 * The number games' pages. Which number games there are is the wallet-service's catalog
 * (../catalog-games.server.ts, sub-type `number`), and the rule set each plays comes with its draws;
 * kept free of components and of the games' maths so the lobby can send a card to its page without
 * loading either.
 */

/** A number game's own page (top-level, with the bet slip beside it). */
export const numberPagePath = (slug: string) => `/number-games/${slug}`
