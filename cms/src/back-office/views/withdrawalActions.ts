'use server'

import type { withdrawalDecided } from '@9ja/contract'
import { redirect } from 'next/navigation'
import type { z } from 'zod'

import { redirectWithNotice } from '../notice'
import { SCREENS, screenUrl } from '../screens'
import { staffApi } from '../staffApi'
import { actingStaff, field, outcome } from '../formActions'
import { naira } from './format'

/*
 * The Withdrawals screen's forms, as Next server actions (plain HTML forms before any script runs; see
 * formActions.ts). Each redirects back to the screen with what the service said.
 */

const SCREEN = screenUrl(SCREENS.withdrawals)

/** Where the money is once a withdrawal is no longer waiting for review, as the player's payout goes. */
const releasedText: Record<z.infer<typeof withdrawalDecided>['withdrawalStatus'], string> = {
  review: 'it still waits for review',
  held: 'the payout will be sent to the bank shortly',
  sent: 'sent to the bank, which has not confirmed it yet',
  succeeded: 'paid to the bank account',
  reversed: 'the bank refused the payout, and the amount went back to the wallet',
}

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
      return `Approved: ${naira(decision.payload.amountKobo)} for player ${decision.payload.playerId}, ${releasedText[withdrawalStatus]}.`
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
    return `Retried: ${releasedText[withdrawalStatus]}.`
  }, {})
  redirect(await redirectWithNotice(SCREEN, told))
}
