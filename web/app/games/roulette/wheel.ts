/** The European wheel as the table draws it (mirrors wallet-service/src/games/roulette/wheel.ts). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
export const colourOf = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black')
export const SECTOR_SIZES = { 'voisins-du-zero': 17, 'tiers-du-cylindre': 12, orphelins: 8, 'jeu-zero': 7 } as const
export type SectorName = keyof typeof SECTOR_SIZES
export const CHIPS = [100, 500, 1000, 5000] as const
export const POCKET_DEGREES = 360 / 37
/** Whole turns plus the angle that brings `pocket` under the pointer at the top. */
export const restingRotation = (turns: number, pocket: number) => turns * 360 - WHEEL_ORDER.indexOf(pocket as never) * POCKET_DEGREES
