'use client'

import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** One nav link as Payload draws its own: the indicator on the screen being shown, plain text there. */
export function BackOfficeNavLink({ href, label }: { href: string; label: string }) {
  const pathname = usePathname()
  if (pathname === href) {
    return (
      <div className="nav__link" aria-current="page">
        <div className="nav__link-indicator" />
        <span className="nav__link-label">{label}</span>
      </div>
    )
  }
  return (
    <Link className="nav__link" href={href} prefetch={false}>
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
