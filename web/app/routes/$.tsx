import type { LoaderFunctionArgs } from '@remix-run/node'
import { NotFoundPage } from '#app/components/errors/NotFoundPage.tsx'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

/** Every URL no other route claims: a real 404 response with a page that helps the visitor on. */
export function loader({ request }: LoaderFunctionArgs) {
  throw new Response(`Not found: ${new URL(request.url).pathname}`, { status: 404 })
}

export const handle = { pageTitle: 'notFound' } satisfies PageTitleHandle

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}
