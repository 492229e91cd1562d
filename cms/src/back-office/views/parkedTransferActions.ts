'use server'

import type { parkedTransferDecision } from '@9ja/contract'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { actingStaff, field, outcome } from '../formActions'
import { redirectWithNotice } from '../notice'
import { SCREENS, screenUrl } from '../screens'
import { StaffApiError, staffApi, type ParkedTransferResolution } from '../staffApi'
import { naira, payoutProgress } from './format'

/* The Parked transfers screen's forms, as Next server actions (formActions.ts says how they work). */

const SCREEN = screenUrl(SCREENS.parkedTransfers)

/** Where the money of a return the bank refused is: parked again, booked for another return. */
const REVERSED = 'the bank refused the return, so the transfer is parked again, to return once more'

/** What a credit's outcome says of the part held until the player verifies their identity (the contract leaves `outcome` open). */
const creditedOutcome = z.object({ heldKobo: z.string().regex(/^\d+$/) })

type ParkedTransferDecision = z.infer<typeof parkedTransferDecision>

/** What a decision on a parked transfer does with its money, in words. */
function resolutionText({ payload }: ParkedTransferDecision): string {
  const amount = naira(payload.amountKobo)
  if (payload.refundTo) {
    const { accountName, accountNumber, bankName } = payload.refundTo
    return `return ${amount} to ${accountName}, account ${accountNumber} at ${bankName}`
  }
  return `credit ${amount} to the wallet of player ${payload.player?.playerId}`
}

export async function resolveParkedTransfer(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const values = { action: field(form, 'action'), playerId: field(form, 'playerId'), reason: field(form, 'reason') }
  const { playerId, ...resolution } = values
  const asked: ParkedTransferResolution = values.action === 'credit-wallet' ? { ...resolution, playerId } : resolution
  const told = await outcome(
    async () => {
      const { decision } = await staffApi(user).resolveParkedTransfer(id, asked)
      if (!decision) return 'Acknowledged: this event is resolved and moves no money.'
      return `Asked to ${resolutionText(decision)}: another finance staff member must approve it.`
    },
    { decisionId: id, values },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function approveParkedTransfer(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const told = await outcome(
    async () => {
      const { decision, payoutStatus } = await staffApi(user).approveParkedTransfer(id)
      if (!decision) {
        throw new StaffApiError(502, 'STAFF_API_BREACH', `The wallet-service approved parked transfer ${id} without saying what it did.`)
      }
      if (decision.status !== 'done') {
        return `Approved: ${decision.approvalsNeeded - decision.approvals.length} more approval needed, from another finance staff member.`
      }
      const { payload } = decision
      if (payload.action === 'refund-to-sender') {
        return `Approved: ${naira(payload.amountKobo)} returned to ${payload.refundTo?.accountName}, ${payoutProgress(payoutStatus ?? 'held', REVERSED)}.`
      }
      const credited = creditedOutcome.safeParse(decision.outcome)
      const held = credited.success && BigInt(credited.data.heldKobo) > 0n ? credited.data.heldKobo : null
      const heldText = held ? `; ${naira(held)} of it is held until the player verifies their identity` : ''
      return `Approved: ${naira(payload.amountKobo)} credited to the wallet of player ${payload.player?.playerId}${heldText}.`
    },
    { decisionId: id },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}

export async function rejectParkedTransfer(form: FormData): Promise<void> {
  const user = await actingStaff(SCREEN)
  const id = field(form, 'id')
  const told = await outcome(
    async () => {
      await staffApi(user).rejectParkedTransfer(id, field(form, 'reason'))
      return 'Rejected: nothing was moved, and the transfer waits for another resolution.'
    },
    { decisionId: id },
  )
  redirect(await redirectWithNotice(SCREEN, told))
}
