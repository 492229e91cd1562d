/**
 * The seed's texts in one language other than English: every list in the order of its English original
 * (`../samples.ts` promotions, `../faqs.ts`, `../howToPlay.ts`, `../legal.ts` rules); the seed refuses a
 * translation whose lists do not match the English ones. Names of games and the brand stay as they are.
 */
export type ContentTranslation = {
  promotions: { title: string; alt: string }[]
  faqs: { title: string; markdown: string }[]
  howToPlay: { title: string; markdown: string }[]
  rules: { title: string; markdown: string }
}
