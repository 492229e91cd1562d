import type { PoolClient } from '../../db/pool.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import { enqueueMessage } from '../../messaging/outbox.ts'

/**
 * Identity checks that wait for compliance: rejected ones (a name or date of birth that did not match,
 * a number not found, one verified on another account), checks an outage left pending past the
 * provider's timeout, players whose last check found the provider unavailable, and accounts closed
 * under 18 with their refund.
 */
export type KycException = {
  player: { id: string; fullName: string; phoneNumber: string; email: string }
  kind: 'rejected' | 'stuck-pending' | 'provider-unavailable' | 'closed-under-18'
  kycStatus: string
  kycReason: string | null
  since: Date | null
  checks: number
  lastOutcome: string | null
  closure: { refundKobo: string; forfeitedKobo: string; refundStatus: string | null } | null
}

export async function kycExceptions(db: Queryable, now: Date, providerTimeoutMs: number): Promise<KycException[]> {
  const { rows } = await db.query<KycException>(
    `select json_build_object('id', u.public_id, 'fullName', u.full_name, 'phoneNumber', u.phone_number, 'email', u.email) as player,
            case when c.user_id is not null then 'closed-under-18'
                 when u.kyc_status = 'rejected' then 'rejected'
                 when u.kyc_status = 'pending' then 'stuck-pending'
                 else 'provider-unavailable' end as kind,
            u.kyc_status as "kycStatus", u.kyc_reason as "kycReason", u.kyc_status_at as since,
            (select count(*)::int from kyc_checks k where k.user_id = u.id) as checks, last.outcome as "lastOutcome",
            case when c.user_id is null then null else json_build_object(
              'refundKobo', c.refund_kobo::text, 'forfeitedKobo', c.forfeited_kobo::text,
              'refundStatus', (select w.status from withdrawals w where w.id = c.refund_withdrawal_id)) end as closure
       from users u
       left join account_closures c on c.user_id = u.id
       left join lateral (select outcome from kyc_checks k where k.user_id = u.id order by k.id desc limit 1) last on true
      where c.user_id is not null
         or u.kyc_status = 'rejected'
         -- A check is given twice the provider's timeout before it counts as stuck (verify.ts claims it again after that too).
         or (u.kyc_status = 'pending' and u.kyc_status_at < $1::timestamptz - make_interval(secs => $2::float8 * 2 / 1000))
         or (u.kyc_status = 'unverified' and last.outcome = 'unavailable')
      order by u.kyc_status_at desc nulls last
      limit 500`,
    [now, providerTimeoutMs],
  )
  return rows
}

const RERUN_MESSAGE =
  'Please verify your identity again on 9ja Lottery (Account > Verify identity). Our compliance team has reviewed your earlier check and cleared you to try again.'

/**
 * Lets a player run their identity check again: the status goes back to unverified and they are told.
 * The check itself is the player's to run: the platform keeps only a keyed hash of an ID number, never
 * the number, so nobody can look it up again on their behalf. An account closed under 18 stays closed.
 */
export async function allowAnotherCheck(db: PoolClient, playerId: string, now: Date) {
  const { rows } = await db.query<{
    id: string
    kyc_status: string
    kyc_reason: string | null
    email: string
    phone_number: string
    closed: boolean
  }>(
    `select u.id, u.kyc_status, u.kyc_reason, u.email, u.phone_number, exists (select 1 from account_closures c where c.user_id = u.id) as closed
       from users u where u.public_id = $1 for update`,
    [playerId],
  )
  const player = rows[0]
  if (!player) throw new DomainError('PLAYER_NOT_FOUND', 'No player has that player ID.')
  if (player.closed) throw new DomainError('ACCOUNT_CLOSED', 'This account was closed under 18 and stays closed.')
  if (player.kyc_status === 'verified' || player.kyc_status === 'unverified') {
    throw new DomainError('KYC_NOT_AN_EXCEPTION', `This player's identity check is ${player.kyc_status}: there is nothing to clear.`)
  }
  await db.query(`update users set kyc_status = 'unverified', kyc_reason = null, kyc_status_at = $2 where id = $1`, [player.id, now])
  for (const recipient of [player.email, player.phone_number]) {
    await enqueueMessage(
      db,
      { userId: player.id, recipient, subject: '9ja Lottery: verify your identity', body: RERUN_MESSAGE, devOtp: null },
      now,
    )
  }
  return { before: { kycStatus: player.kyc_status, kycReason: player.kyc_reason }, after: { kycStatus: 'unverified', kycReason: null } }
}
