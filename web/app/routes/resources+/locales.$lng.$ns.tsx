import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { isSupportedLanguage } from '#app/i18n/config.ts'
import { getNamespaceMessages } from '#app/i18n/resources.server.ts'

/** One translation namespace, for a browser that navigated to a page needing one it lacks. */
export function loader({ params }: LoaderFunctionArgs) {
  const { lng, ns } = params
  const messages = isSupportedLanguage(lng) && ns ? getNamespaceMessages(lng, ns) : null
  if (!messages) throw new Response('Not found', { status: 404 })
  return json(messages, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
