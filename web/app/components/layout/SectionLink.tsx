import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isCurrentSection, type NavItem } from './nav-items.ts'

/**
 * A menu link marked current (`active`, `aria-current="page"`) on its section's pages only. Remix's
 * NavLink compares the path it points at, which marks a visitor's Sports Betting (/login?from=…) as
 * current on the login page.
 */
export function SectionLink({ item, className }: { item: NavItem; className?: string }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const current = isCurrentSection(item, pathname)
  const classes = [className, current ? 'active' : null].filter(Boolean).join(' ')
  return (
    <Link to={item.to} className={classes || undefined} aria-current={current ? 'page' : undefined}>
      {t(item.key)}
    </Link>
  )
}
