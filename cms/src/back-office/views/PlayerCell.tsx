import { Link } from '@payloadcms/ui'

import { SCREENS, mayOpen, playerUrl } from '../screens'
import type { StaffUser } from '../staffApi'

/**
 * A player in a screen's table: their name, linked to their page on the Players screen for the staff
 * whose roles open it, and their player ID beneath.
 */
export function PlayerCell({ player, user }: { player: { id: string; fullName: string }; user: StaffUser }) {
  return (
    <>
      {mayOpen(user, SCREENS.players) ? <Link href={playerUrl(player.id)}>{player.fullName}</Link> : player.fullName}
      <br />
      <small>{player.id}</small>
    </>
  )
}
