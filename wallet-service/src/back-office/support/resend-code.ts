import { z } from 'zod'
import type { StaffMember } from '@9ja/contract/staff-signature'
import type { Config } from '../../config.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import { pendingResetIdentifier, reissueChallenge } from '../../accounts/otp.ts'
import { sendResetCode } from '../../accounts/password-reset.ts'
import type { FoundPlayer } from './player-page.ts'

export const resendRequest = z.object({
  kind: z.enum(['signup', 'password-reset'], { error: 'Choose the signup code or the password reset code.' }),
})

/**
 * Where a code sent by staff counts as "asked from": each staff member is an address of their own, so
 * the per-address hourly cap of codes (OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR) applies to each of them.
 */
const staffAddress = (staff: StaffMember) => `staff:${staff.id}`

/**
 * Sends the player's waiting code again, in `db`'s transaction, through the path and limits the player's
 * own resend uses (the destination's cooldown and hourly cap): the signup code of an account that has not
 * finished signing up, or the code of the password reset the player asked for last and has not used
 * (the same Id while its code is live, a new one after). Answers where it went.
 */
export async function resendCode(
  db: Queryable,
  config: Config,
  player: FoundPlayer,
  kind: z.infer<typeof resendRequest>['kind'],
  staff: StaffMember,
  at: Date,
): Promise<string[]> {
  if (kind === 'signup') {
    if (player.verified_at) {
      throw new DomainError('NO_CODE_TO_RESEND', 'This player has finished signing up: there is no signup code to resend.')
    }
    const { rowCount } = await db.query(`select 1 from otp_challenges where id = $1 and purpose = 'signup'`, [player.public_id])
    if (!rowCount) throw new DomainError('NO_CODE_TO_RESEND', 'This player has no signup code to resend.')
    return reissueChallenge(db, config, player.public_id, staffAddress(staff), at)
  }
  const identifier = await pendingResetIdentifier(db, player.id)
  if (!identifier) {
    throw new DomainError('NO_CODE_TO_RESEND', 'This player has not asked for a password reset: they start one with "Forgot password".')
  }
  await sendResetCode(db, config, identifier, player.id, staffAddress(staff), at)
  return [identifier]
}
