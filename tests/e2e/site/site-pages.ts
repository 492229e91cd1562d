import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The site's pages as the web app's route files define them (remix-flat-routes, web/app/routes), so a new
 * page is visited without anyone adding it here: a route module with a component (`export default`) is
 * a page; one without (a redirect, a resource route answering data) is not.
 */
const ROUTES_DIR = fileURLToPath(new URL('../../../web/app/routes/', import.meta.url))

export type Audience = 'visitor' | 'player' | 'agent'
/** A page's address with its parameters as `:name` (`/number-games/:slug`), and who sees it. */
export type SitePage = { pattern: string; audience: Audience }

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.(test|server|client)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** `dashboard+/agent_.tickets.$betId.print.tsx` -> `/dashboard/agent/tickets/:betId/print`. */
export function routePattern(relativeFile: string): string | null {
  const segments = relativeFile
    .replace(/\.tsx?$/, '')
    .split('/')
    .flatMap((part) => (part.endsWith('+') ? [part.slice(0, -1)] : part.split('.')))
  const address: string[] = []
  for (const segment of segments) {
    if (segment === '_layout') return null // a group's layout, never a page of its own
    if (segment === '_index' || segment === 'index' || segment.startsWith('_')) continue // an index, or a group with no address
    const name = segment.replace(/_$/, '') // a trailing _ leaves the parent's layout, not its address
    if (name === '$') address.push(':splat')
    else address.push(name.startsWith('$') ? `:${name.slice(1)}` : name)
  }
  return `/${address.join('/')}`
}

function audienceOf(pattern: string): Audience {
  if (pattern.startsWith('/dashboard/agent')) return 'agent'
  if (pattern.startsWith('/dashboard') || pattern.startsWith('/play/')) return 'player'
  return 'visitor'
}

export function sitePages(): SitePage[] {
  const patterns = new Set<string>()
  for (const file of routeFiles(ROUTES_DIR)) {
    if (!/^export default /m.test(readFileSync(file, 'utf8'))) continue
    const pattern = routePattern(path.relative(ROUTES_DIR, file))
    if (pattern) patterns.add(pattern)
  }
  return [...patterns].sort().map((pattern) => ({ pattern, audience: audienceOf(pattern) }))
}

/** Whether an address is the pattern's, `:name` standing for one segment. */
export function matchesPattern(pattern: string, address: string): boolean {
  const expression = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${expression}$`).test(address)
}
