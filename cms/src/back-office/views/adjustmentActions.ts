'use server'

import { formatKobo } from '@9ja/money'
import { redirect } from 'next/navigation'

import { actingStaff, field, outcome } from '../formActions'
import { redirectWithNotice } from '../notice'
import { SCREENS, screenUrl } from '../screens'
import { staffApi, type AdjustmentRequest } from '../staffApi'

/* The Adjustments screen's forms, as Next server actions (formActions.ts says how they work). */

const SCREEN = screenUrl(SCREENS.adjustments)
const REQUEST_FIELDS = ['playerId', 'direction', 'amount', 'reasonCode', 'reason'] as const

export async function requestAdjustment(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const values = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, field(form, name)])) as AdjustmentRequest
  const told = await outcome(
    async () => {
      const asked = await staffApi(user).requestAdjustment(values)
      const { direction, amountKobo } = asked.payload
      return `Asked for a ${formatKobo(BigInt(amountKobo))} ${direction}: another finance staff member must approve it.`
    },
    { values },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function approveAdjustment(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const told = await outcome(
    async () => {
      const decision = await staffApi(user).approveAdjustment(id)
      const { direction, amountKobo, playerId } = decision.payload
      const amount = formatKobo(BigInt(amountKobo))
      return decision.status === 'done'
        ? `Approved: ${amount} ${direction === 'credit' ? 'credited to' : 'debited from'} the wallet of player ${playerId}.`
        : `Approved: ${decision.approvalsNeeded - decision.approvals.length} more approval needed.`
    },
    { decisionId: id },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function rejectAdjustment(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const told = await outcome(
    async () => {
      await staffApi(user).rejectAdjustment(id, field(form, 'reason'))
      return 'Rejected: nothing was posted.'
    },
    { decisionId: id },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}
