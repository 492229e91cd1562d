import { getLogger } from '#app/utils/logger.server.ts'

/** Where one scheduled family's /fairness section reads its games: the query names, its first game, its fetches. */
export type ScheduledFairnessSource<Slug extends string, Result, Details> = {
  /** The query parameter naming the game (`?sports=<slug>`) and the one naming an event (`&event=<id>`). */
  gameParam: string
  eventParam: string
  isSlug: (value: string) => value is Slug
  /** The game shown when the query names none of the family's. */
  firstSlug: Slug
  results: (slug: Slug, limit: number) => Promise<Result[]>
  details: (slug: Slug, eventId: number) => Promise<Details | null>
}

const RESULTS_SHOWN = 10

/**
 * A scheduled family's /fairness section (a race, a matchday or a draw): one game's recent results
 * and, when the query names one, that event with its proof. A service that cannot answer leaves the
 * section empty (logged), never the page.
 */
export async function loadScheduledFairness<Slug extends string, Result, Details>(
  params: URLSearchParams,
  source: ScheduledFairnessSource<Slug, Result, Details>,
) {
  const asked = params.get(source.gameParam) ?? ''
  const slug = source.isSlug(asked) ? asked : source.firstSlug
  const eventParam = /^\d{1,15}$/.test(params.get(source.eventParam) ?? '') ? params.get(source.eventParam)! : ''
  const failed =
    <T>(what: string, empty: T) =>
    (error: unknown): T => {
      getLogger().error({ err: error }, `${slug} ${what} for /fairness failed`)
      return empty
    }
  const [results, details] = await Promise.all([
    source.results(slug, RESULTS_SHOWN).catch(failed('results', [] as Result[])),
    eventParam ? source.details(slug, Number(eventParam)).catch(failed(`${source.eventParam} ${eventParam}`, null)) : null,
  ])
  return { slug, eventParam, details, results }
}
