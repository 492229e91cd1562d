import type { SerializeFrom } from '@remix-run/node'
import { useMatches, useRouteError, type Params, type UIMatch } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type englishCommon from '../../../locales/en/common.json'

type PageTitleName = keyof typeof englishCommon.pageTitles

/** One of `common:pageTitles` (always loaded), with the values its text takes. */
type PageTitleMessage = PageTitleName | { name: PageTitleName; values: Record<string, string> }

type TitleOf<Data> = PageTitleMessage | ((route: { data: Data | undefined; params: Params }) => PageTitleMessage)

/**
 * A route's browser title, `handle.pageTitle`: the deepest matched route that has one names the page, as
 * a route's `meta` would (the routes' `meta` name no title, so the page has one `<title>`, in its language).
 * A title that depends on the page is a function of the route's params and loader data; the data is
 * undefined when the loader threw and an error boundary shows in the page's place.
 */
export type PageTitleHandle<Loader = never> = { pageTitle: TitleOf<SerializeFrom<Loader>> }

function deepestTitle(matches: readonly UIMatch[]): PageTitleMessage | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!
    const pageTitle = (match.handle as { pageTitle?: TitleOf<unknown> } | undefined)?.pageTitle
    if (pageTitle) return typeof pageTitle === 'function' ? pageTitle({ data: match.data, params: match.params }) : pageTitle
  }
  return undefined
}

/** The `<title>` of root.tsx's document, rendered on the server and kept by React on each navigation. */
export function PageTitle() {
  const matches = useMatches()
  const { t } = useTranslation()
  // In root.tsx's Layout this is the root's error only (null without one): its boundary replaces every page, so
  // the root's own title applies.
  const rootError = useRouteError()
  const title = deepestTitle(rootError == null ? matches : matches.slice(0, 1))
  if (!title) return null
  const { name, values } = typeof title === 'string' ? { name: title, values: {} } : title
  return <title>{t(`pageTitles.${name}`, values)}</title>
}
