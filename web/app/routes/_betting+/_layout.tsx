import { GeneralErrorBoundary, RouteGroupLayout } from '#app/components/errors/GeneralErrorBoundary.tsx'

/** The bet slip's public pages (Check Bet, a booking code, the slip on a phone); a failure in one is shown in its place. */
export default RouteGroupLayout
export const ErrorBoundary = GeneralErrorBoundary
