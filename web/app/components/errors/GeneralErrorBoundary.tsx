import { isRouteErrorResponse, Outlet, useRouteError, type ErrorResponse } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NotFoundPage } from './NotFoundPage.tsx'

type StatusHandler = (error: ErrorResponse) => ReactNode

const defaultStatusHandlers: Partial<Record<number, StatusHandler>> = {
  404: () => <NotFoundPage />,
}

/**
 * The one error boundary. The root renders it in place of the whole app (the spec's catch-all screen);
 * each route group's layout renders it in place of the group's page, so the site's nav and footer stay
 * and the player can move on. A status may have its own handler; anything else shows the spec's text
 * and is logged to the console, as that text asks the reader to check.
 */
export function GeneralErrorBoundary({ statusHandlers }: { statusHandlers?: Partial<Record<number, StatusHandler>> }) {
  const error = useRouteError()
  const { t } = useTranslation()
  useEffect(() => {
    console.error(error)
  }, [error])
  const status = isRouteErrorResponse(error) ? error.status : 500
  const handler = isRouteErrorResponse(error) ? (statusHandlers?.[status] ?? defaultStatusHandlers[status]) : undefined
  if (handler && isRouteErrorResponse(error)) return <>{handler(error)}</>
  return (
    <main className="page error-page" data-status={status}>
      <h1>{t('errors.generic')}</h1>
      <p>
        <a href="/home">{t('nav.home')}</a>
      </p>
    </main>
  )
}

/** A route group's layout: its pages, with the group's own error boundary around them. */
export function RouteGroupLayout() {
  return <Outlet />
}
