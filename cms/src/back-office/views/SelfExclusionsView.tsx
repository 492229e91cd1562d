import type { selfExclusion } from '@9ja/contract'
import type { AdminViewServerProps } from 'payload'
import type { z } from 'zod'

import { SCREENS } from '../screens'
import type { StaffUser } from '../staffApi'
import { BackOfficeScreen } from './BackOfficeScreen'
import { when } from './format'
import { PlayerCell } from './PlayerCell'
import { StaffTable } from './StaffTable'

type SelfExclusion = z.infer<typeof selfExclusion>

/**
 * Compliance's self-exclusion register: every self-exclusion players took, those in force first, then
 * the newest. Read only: nobody can shorten or lift one.
 */
export function SelfExclusionsView(view: AdminViewServerProps) {
  return (
    <BackOfficeScreen view={view} screen={SCREENS.selfExclusions}>
      {async ({ api, user }) => {
        const register = await api.selfExclusions()
        const inForce = register.filter((exclusion) => exclusion.inForce).length
        return (
          <>
            <p>
              Nobody can shorten or lift a self-exclusion: no staff member, and not the player. It ends on its end date, and a player can
              only make it longer.
            </p>
            {register.length === 0 ? (
              <p>No player has self-excluded.</p>
            ) : (
              <>
                <p>
                  {inForce} in force, {register.length - inForce} ended.
                </p>
                <RegisterTable register={register} user={user} />
              </>
            )}
          </>
        )
      }}
    </BackOfficeScreen>
  )
}

function RegisterTable({ register, user }: { register: SelfExclusion[]; user: StaffUser }) {
  return (
    <StaffTable columns={['Player', 'Phone', 'Email', 'From', 'Until', 'State']}>
      {register.map((exclusion) => (
        <tr key={exclusion.player.id}>
          <td>
            <PlayerCell player={exclusion.player} user={user} />
          </td>
          <td>{exclusion.player.phoneNumber}</td>
          <td>{exclusion.player.email}</td>
          <td>{when(exclusion.from)}</td>
          <td>{when(exclusion.until)}</td>
          <td>{exclusion.inForce ? 'In force' : 'Ended'}</td>
        </tr>
      ))}
    </StaffTable>
  )
}
