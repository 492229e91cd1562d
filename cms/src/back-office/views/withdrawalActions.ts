'use server'

import { redirect } from 'next/navigation'

import { redirectWithNotice } from '../notice'
import { SCREENS, screenUrl } from '../screens'
import { staffApi } from '../staffApi'
import { actingStaff, field, outcome } from '../formActions'
import { naira, payoutProgress } from './format'

/*
 * The Withdrawals screen's forms, as Next server actions (plain HTML forms before any script runs; see
 * formActions.ts). Each redirects back to the screen with what the service said.
 */

const SCREEN = screenUrl(SCREENS.withdrawals)

/** Where the money of a withdrawal the bank refused went back to. */
const REVERSED = 'the bank refused the payout, and the amount went back to the wallet'

export async function approveWithdrawal(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const told = await outcome(
    async () => {
      const { decision, withdrawalStatus } = await staffApi(user).approveWithdrawal(id)
      if (decision.status !== 'done') {
        const more = decision.approvalsNeeded - decision.approvals.length
        return `Approved: ${more} more approval needed, from another finance staff member.`
      }
      return `Approved: ${naira(decision.payload.amountKobo)} for player ${decision.payload.playerId}, ${payoutProgress(withdrawalStatus, REVERSED)}.`
    },
    { decisionId: id },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function rejectWithdrawal(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const told = await outcome(
    async () => {
      const { decision } = await staffApi(user).rejectWithdrawal(id, field(form, 'reason'))
      return `Rejected: ${naira(decision.payload.amountKobo)} went back to the wallet of player ${decision.payload.playerId}.`
    },
    { decisionId: id },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function retryPayout(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const told = await outcome(async () => {
    const { withdrawalStatus } = await staffApi(user).retryPayout(id)
    return `Retried: ${payoutProgress(withdrawalStatus, REVERSED)}.`
  }, {})
  redirect(await redirectWithNotice(SCREEN, told))
}
