import { ballJoggleTheme } from './ball-joggle/theme.tsx'
import { bankHeistTheme } from './bank-heist/theme.tsx'
import type { CrashSlug } from './crash-games.ts'
import { danfoCrashTheme } from './danfo-crash/theme.tsx'
import { fireCrashTheme } from './fire-crash/theme.tsx'
import { jetCrashTheme } from './jet-crash/theme.tsx'
import type { CrashTheme } from './theme.ts'

export const CRASH_THEMES: Record<CrashSlug, CrashTheme> = {
  'jet-crash': jetCrashTheme,
  'danfo-crash': danfoCrashTheme,
  'fire-crash': fireCrashTheme,
  'bank-heist': bankHeistTheme,
  'ball-joggle': ballJoggleTheme,
}
