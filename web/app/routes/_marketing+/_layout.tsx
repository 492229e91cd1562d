import { GeneralErrorBoundary, RouteGroupLayout } from '#app/components/errors/GeneralErrorBoundary.tsx'

/** This group's pages share the site layout; a failure in one of them is shown in its place, not over the whole site. */
export default RouteGroupLayout
export const ErrorBoundary = GeneralErrorBoundary
