'use server'

import type { closureRefundDecision } from '@9ja/contract'
import { redirect } from 'next/navigation'
import type { z } from 'zod'

import { actingStaff, field, outcome } from '../formActions'
import { redirectWithNotice } from '../notice'
import { SCREENS, screenUrl } from '../screens'
import { staffApi, type ClosureRefundRequest } from '../staffApi'
import { naira, payoutProgress } from './format'

/* The Closures screen's forms, as Next server actions (formActions.ts says how they work). */

const SCREEN = screenUrl(SCREENS.closures)
const REQUEST_FIELDS = ['bankCode', 'accountNumber', 'reason'] as const

/** Where the money of a refund the bank refused went back to. */
const REVERSED = 'the bank refused the payout, and the amount went back to the closed wallet for another refund'

/** The refund a decision sends, in words. */
function refundText({ payload }: z.infer<typeof closureRefundDecision>): string {
  const { accountName, accountNumber, bankName } = payload.refundTo
  return `${naira(payload.amountKobo)} to ${accountName}, account ${accountNumber} at ${bankName}`
}

export async function requestClosureRefund(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const playerId = field(form, 'id')
  const values = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, field(form, name)])) as ClosureRefundRequest
  const told = await outcome(
    async () => {
      const { decision } = await staffApi(user).requestClosureRefund(playerId, values)
      return `Asked to refund ${refundText(decision)}: another finance staff member must approve it.`
    },
    { decisionId: playerId, values },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function approveClosureRefund(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const playerId = field(form, 'id')
  const told = await outcome(
    async () => {
      const { decision, payoutStatus } = await staffApi(user).approveClosureRefund(playerId)
      if (decision.status !== 'done') {
        return `Approved: ${decision.approvalsNeeded - decision.approvals.length} more approval needed, from another finance staff member.`
      }
      return `Approved: ${refundText(decision)}, ${payoutProgress(payoutStatus ?? 'held', REVERSED)}.`
    },
    { decisionId: playerId },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function rejectClosureRefund(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const playerId = field(form, 'id')
  const told = await outcome(
    async () => {
      const { decision } = await staffApi(user).rejectClosureRefund(playerId, field(form, 'reason'))
      return `Rejected: ${naira(decision.payload.amountKobo)} stays in the closed wallet of player ${playerId}.`
    },
    { decisionId: playerId },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}
