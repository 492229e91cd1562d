/** How long ago a win was, as the list says it: in whole minutes, hours or days (the i18n keys home.winAgo.*). */
export type WinAgo = { unit: 'now' | 'minutes' | 'hours' | 'days'; count: number }

/** A win as the home page and the lobby show it (recent-wins.server.ts). */
export type RecentWinView = { key: string; name: string; amount: number; game: string; ago: WinAgo }

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * `at` (ISO) seen from `nowMs`. Whole units only, so a page's data (and its cached render) changes at
 * most once a minute; an instant ahead of `nowMs` (another process's clock) is "just now".
 */
export function winAgo(at: string, nowMs: number): WinAgo {
  const elapsed = nowMs - Date.parse(at)
  if (!(elapsed >= MINUTE_MS)) return { unit: 'now', count: 0 }
  if (elapsed < HOUR_MS) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) }
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) }
  return { unit: 'days', count: Math.floor(elapsed / DAY_MS) }
}
