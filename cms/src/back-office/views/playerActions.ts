'use server'

import { redirect } from 'next/navigation'

import { actingStaff, field, outcome } from '../formActions'
import { redirectWithNotice } from '../notice'
import { playerUrl } from '../screens'
import { staffApi, type ResendCodeKind, type StaffApi } from '../staffApi'

/* The player page's forms, as Next server actions (formActions.ts says how they work). */

/** Runs `act` on the player the form names, as the staff member posting it, and goes back to their page. */
async function onPlayer(form: FormData, act: (api: StaffApi, id: string) => Promise<string>): Promise<void> {
  const id = field(form, 'id')
  const user = await actingStaff(playerUrl(id))
  const told = await outcome(() => act(staffApi(user), id))
  redirect(await redirectWithNotice(playerUrl(id), told))
}

export async function endSessions(form: FormData): Promise<void> {
  await onPlayer(form, async (api, id) => {
    const { endedSessions } = await api.endSessions(id, field(form, 'reason'))
    return `Ended ${endedSessions} open session${endedSessions === 1 ? '' : 's'}: the player must log in again.`
  })
}

export async function lockPlayer(form: FormData): Promise<void> {
  await onPlayer(form, async (api, id) => {
    const { endedSessions } = await api.lockPlayer(id, field(form, 'reason'))
    return `Locked: the player cannot log in, and ${endedSessions} open session${endedSessions === 1 ? ' was' : 's were'} ended.`
  })
}

export async function unlockPlayer(form: FormData): Promise<void> {
  await onPlayer(form, async (api, id) => {
    await api.unlockPlayer(id, field(form, 'reason'))
    return 'Unlocked: the player can log in again.'
  })
}

export async function resendCode(form: FormData): Promise<void> {
  await onPlayer(form, async (api, id) => {
    const { kind, sentTo } = await api.resendCode(id, field(form, 'kind') as ResendCodeKind)
    return `Sent the ${kind === 'signup' ? 'signup' : 'password reset'} code again to ${sentTo.join(' and ')}.`
  })
}
