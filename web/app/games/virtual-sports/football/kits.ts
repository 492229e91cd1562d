import { readableTextOn } from '#app/utils/contrast.ts'

/** What a side's players wear on the tracker: the shirt (the dot) and its trim (the dot's outline). */
export type Kit = { shirt: string; trim: string }

/** For a club that states no colours: white at home, navy away, told apart by lightness as well as hue. */
const HOME_FALLBACK: Kit = { shirt: '#f8fafc', trim: '#0f172a' }
/** What the away side changes into when both its colours clash with the home shirt, in this order. */
const AWAY_SPARES: readonly Kit[] = [
  { shirt: '#1e3a8a', trim: '#fbbf24' },
  { shirt: '#f8fafc', trim: '#0f172a' },
  { shirt: '#facc15', trim: '#111827' },
]

/** The tracker's grass: a shirt of its colour would hide the players on it. */
export const GRASS = '#1f7a34'

/**
 * The two sides' kits for a match, from the clubs' colours (main colour first). The home side wears
 * its main colour, or its second when the main one is the grass's; the away side its main colour,
 * else its second, else a spare, the first that clashes with neither the home shirt nor the grass,
 * as referees have sides change. A missing trim is black or white, whichever stands out on the shirt.
 */
export function matchKits(homeColours: readonly string[] = [], awayColours: readonly string[] = []): { home: Kit; away: Kit } {
  const homeKits = clubKits(homeColours)
  const home = homeKits.find((kit) => !clashes(kit.shirt, GRASS)) ?? homeKits[0] ?? HOME_FALLBACK
  const away = [...clubKits(awayColours), ...AWAY_SPARES].find((kit) => !clashes(kit.shirt, home.shirt) && !clashes(kit.shirt, GRASS))!
  return { home, away }
}

/** A club's kits: its main colour trimmed with its second, and the other way round. */
function clubKits(colours: readonly string[]): Kit[] {
  const [first, second] = colours.filter(isHexColour)
  if (!first) return []
  if (!second) return [{ shirt: first, trim: readableTextOn(first) }]
  return [
    { shirt: first, trim: second },
    { shirt: second, trim: first },
  ]
}

const isHexColour = (colour: string) => /^#[0-9a-f]{6}$/i.test(colour)

/**
 * Whether two shirts are too alike to tell the sides apart at a glance on a small screen: their
 * distance in the "redmean" weighting of RGB (a cheap approximation of how different colours look),
 * out of about 765 for black against white.
 */
export function clashes(a: string, b: string): boolean {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  const redMean = (r1 + r2) / 2
  const distance = Math.sqrt((2 + redMean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - redMean) / 256) * (b1 - b2) ** 2)
  return distance < CLASH_DISTANCE
}
/** Below this the league's own clashes (green against green, red against orange) fall; its other pairings stay in their colours. */
const CLASH_DISTANCE = 150

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number]
