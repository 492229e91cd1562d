import { ballJoggleTheme } from './ball-joggle/theme.tsx'
import { bankHeistTheme } from './bank-heist/theme.tsx'
import type { CrashSlug } from './crash-games.ts'
import { danfoCrashTheme } from './danfo-crash/theme.tsx'
import { fireCrashTheme } from './fire-crash/theme.tsx'
import { jetCrashTheme } from './jet-crash/theme.tsx'
import type { CrashTheme } from './theme.ts'

/** The crash games with a look of their own, by slug: each its folder here (artwork, CSS, texts in the locales). */
const CRASH_THEMES: Record<string, CrashTheme> = {
  'jet-crash': jetCrashTheme,
  'danfo-crash': danfoCrashTheme,
  'fire-crash': fireCrashTheme,
  'bank-heist': bankHeistTheme,
  'ball-joggle': ballJoggleTheme,
}

/** The family's look for a crash game with none of its own yet: the classic jet. */
const DEFAULT_THEME = 'jet-crash'

/** A crash game's theme and the name its CSS keys on (`data-theme`): its own, else the family's default. */
export function crashThemeOf(slug: CrashSlug): { name: string; theme: CrashTheme } {
  const name = Object.hasOwn(CRASH_THEMES, slug) ? slug : DEFAULT_THEME
  return { name, theme: CRASH_THEMES[name]! }
}

/** A crash game's own words (`crash.themes.<slug>.*` in the locales), the family's default words for a game without them. */
export const crashThemeText = (slug: CrashSlug, text: 'tagline' | 'crashed') => [
  `crash.themes.${slug}.${text}`,
  `crash.themes.default.${text}`,
]
