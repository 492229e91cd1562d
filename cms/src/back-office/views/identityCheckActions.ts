'use server'

import { redirect } from 'next/navigation'

import { actingStaff, field, outcome } from '../formActions'
import { redirectWithNotice } from '../notice'
import { SCREENS, screenUrl } from '../screens'
import { staffApi } from '../staffApi'

/* The Identity checks screen's form, as a Next server action (formActions.ts says how they work). */

const SCREEN = screenUrl(SCREENS.identityChecks)

export async function rerunIdentityCheck(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const values = { playerId: field(form, 'playerId'), reason: field(form, 'reason') }
  const told = await outcome(
    async () => {
      await staffApi(user).rerunKyc(values.playerId, values.reason)
      return `Cleared the identity check of player ${values.playerId}: it is unverified again, and the player was sent an email and an SMS asking them to verify again.`
    },
    { values },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}
