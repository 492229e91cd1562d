import { Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { SCREENS, screenUrl, screensFor } from '../screens'
import { BackOfficeScreen } from './BackOfficeScreen'

/** Who the staff member is to the wallet-service, their roles and every action those allow (GET /staff/me). */
export function BackOfficeHomeView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.home}>
      {async ({ api, user }) => {
        const { staff, actions } = await api.me()
        const screens = screensFor(user).filter((screen) => screen !== SCREENS.home)
        return (
          <>
            <dl className="back-office__facts">
              <dt>Signed in as</dt>
              <dd>{staff.email}</dd>
              <dt>Staff ID</dt>
              <dd>{staff.id}</dd>
              <dt>Roles</dt>
              <dd>{staff.roles.join(', ') || 'none'}</dd>
            </dl>
            <h2>Your screens</h2>
            {screens.length === 0 ? (
              <p>None of your roles has a back-office screen yet.</p>
            ) : (
              <ul>
                {screens.map((screen) => (
                  <li key={screen.path}>
                    <Link href={screenUrl(screen)}>{screen.label}</Link>
                  </li>
                ))}
              </ul>
            )}
            <h2>What you may do</h2>
            <p>The wallet-service decides every back-office call by these, and logs each one in the audit log.</p>
            {actions.length === 0 ? (
              <p>Your roles allow no back-office action.</p>
            ) : (
              <ul className="back-office__actions">
                {actions.map((action) => (
                  <li key={action}>
                    <code>{action}</code>
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      }}
    </BackOfficeScreen>
  )
}
