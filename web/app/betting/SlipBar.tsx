import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useSlip } from './use-slip.ts'

/**
 * On a phone the side panel is hidden (spec section 2): a bar at the foot of the screen says how many
 * selections the slip holds and leads to the slip's own page.
 */
export function SlipBar() {
  const { t } = useTranslation()
  const { count } = useSlip()
  const { pathname } = useLocation()
  if (count === 0 || pathname === '/bet-slip') return null
  return (
    <Link to="/bet-slip" className="slip-bar" data-testid="slip-bar">
      {t('home.betSlip')}
      <span className="bet-slip-count">{count}</span>
    </Link>
  )
}
