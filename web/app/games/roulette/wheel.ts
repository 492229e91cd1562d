import { SECTORS, WHEEL_ORDER, type SectorName } from '@9ja/instant-games'

/** The European wheel as the table draws it: the rules' wheel (`@9ja/instant-games`), which the server plays. */
export { colourOf, WHEEL_ORDER, type SectorName } from '@9ja/instant-games'
/** How many numbers each sector bet covers (its stake is the amount on each). */
export const SECTOR_SIZES = Object.fromEntries(Object.entries(SECTORS).map(([name, numbers]) => [name, numbers.length])) as Record<
  SectorName,
  number
>
export const CHIPS = [100, 500, 1000, 5000] as const
export const POCKET_DEGREES = 360 / WHEEL_ORDER.length
/** Whole turns plus the angle that brings `pocket` under the pointer at the top. */
export const restingRotation = (turns: number, pocket: number) => turns * 360 - WHEEL_ORDER.indexOf(pocket as never) * POCKET_DEGREES
