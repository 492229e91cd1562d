import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { NotFoundPage } from '#app/components/errors/NotFoundPage.tsx'

/** Every URL no other route claims: a real 404 response with a page that helps the visitor on. */
export function loader({ request }: LoaderFunctionArgs) {
  throw new Response(`Not found: ${new URL(request.url).pathname}`, { status: 404 })
}

export const meta: MetaFunction = () => [{ title: 'Page not found | 9ja Lottery' }]

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}
