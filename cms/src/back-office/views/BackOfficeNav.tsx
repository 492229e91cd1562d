import { NavGroup } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { screenUrl, screensFor } from '../screens'
import { BackOfficeNavLink } from './BackOfficeNavLink'

/** The admin nav's "Back office" group: the screens the staff member's roles allow, and no group when none do. */
export function BackOfficeNav({ user }: ServerProps) {
  const screens = screensFor(user)
  if (screens.length === 0) return null
  return (
    <NavGroup label="Back office">
      {screens.map((screen) => (
        <BackOfficeNavLink key={screen.path} href={screenUrl(screen)} label={screen.label} />
      ))}
    </NavGroup>
  )
}
