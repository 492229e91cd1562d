import { Link, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RootLoaderData } from '#app/root-loader-data.ts'

/** Place Bet (a logged-out visitor is led to log in first) and Book, buttons of the stake form. */
export function SlipActions({ placeKey, placeBlocked, busy }: { placeKey: string; placeBlocked: boolean; busy: boolean }) {
  const { t } = useTranslation()
  const user = useRouteLoaderData<RootLoaderData>('root')?.user ?? null
  const location = useLocation()
  return (
    <div className="slip-actions">
      {user ? (
        <>
          <input type="hidden" name="idempotencyKey" value={placeKey} />
          <button type="submit" name="intent" value="place" className="button" disabled={placeBlocked || busy} data-testid="place-bet">
            {t('betSlip.place')}
          </button>
        </>
      ) : (
        <Link
          className="button"
          to={`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
          data-testid="login-to-place"
        >
          {t('betSlip.loginToPlace')}
        </Link>
      )}
      <button type="submit" name="intent" value="book" className="button button-outline" disabled={busy} data-testid="book-slip">
        {t('betSlip.book')}
      </button>
    </div>
  )
}
