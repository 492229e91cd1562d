import type { Logger } from 'pino'
import type { Pool } from '../db/pool.ts'
import type { Queryable } from '../db/queryable.ts'
import type { Clock } from '../time/clock.ts'
import { NoTransportError, type Transport } from './transports.ts'

export type OutboxEntry = {
  userId: string | null
  recipient: string
  subject: string
  body: string
  /** The code in clear, kept only outside production for the dev mailbox. */
  devOtp: string | null
  /**
   * 'account' (codes and notices about the account: always sent) or 'marketing' (offers: never sent
   * to a player on a time-out or self-exclusion, see src/protection). Account when not given.
   */
  category?: 'account' | 'marketing'
}

export const channelFor = (recipient: string): 'email' | 'sms' => (recipient.includes('@') ? 'email' : 'sms')

/**
 * Queues a message, due `at` (the clock's instant), in the caller's transaction; it leaves only if
 * that transaction commits. Written and due at the clock's time, as delivery judges what is due by it.
 */
export async function enqueueMessage(db: Queryable, entry: OutboxEntry, at: Date): Promise<void> {
  await db.query(
    `insert into outbox_messages (user_id, recipient, channel, subject, body, dev_otp, category, created_at, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [entry.userId, entry.recipient, channelFor(entry.recipient), entry.subject, entry.body, entry.devOtp, entry.category ?? 'account', at],
  )
}

const MAX_ATTEMPTS = 8
const BATCH = 20

export type DeliveryOptions = { redactDelivered: boolean; logger: Logger; clock: Clock }

/**
 * Sends the messages due now, by `options.clock`, once. Marketing due for a player on a break (a
 * time-out or self-exclusion in force) is withheld, never sent later. Rows are claimed with SKIP
 * LOCKED, so a round never waits on another that holds some (the loop runs in one instance at a
 * time, messaging/routes.ts, but a test or a takeover may overlap a round still finishing). A failure is retried with
 * exponential backoff (2 s, 4 s, ... capped at an hour, by the clock) and given up after
 * MAX_ATTEMPTS. In production a delivered body is redacted, so the table does not keep live codes.
 */
export async function deliverDueMessages(pool: Pool, transport: Transport, options: DeliveryOptions): Promise<number> {
  const { clock } = options
  const roundAt = new Date(clock.now())
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(
      `update outbox_messages m set status = 'withheld', last_error = 'the player is on a time-out or self-excluded'
        where m.status = 'pending' and m.category = 'marketing' and m.next_attempt_at <= $1
          and exists (select 1 from player_protection p where p.user_id = m.user_id and p.block_kind is not null and p.blocked_until > $1)`,
      [roundAt],
    )
    const { rows } = await client.query<{
      id: string
      recipient: string
      channel: 'email' | 'sms'
      subject: string
      body: string
      attempts: number
    }>(
      `select id, recipient, channel, subject, body, attempts from outbox_messages
        where status = 'pending' and next_attempt_at <= $1
        order by next_attempt_at limit ${BATCH} for update skip locked`,
      [roundAt],
    )
    for (const row of rows) {
      try {
        await transport.send(row)
        // Stamped when the transport answered, which may be well after the round began.
        await client.query(
          `update outbox_messages set status = 'sent', sent_at = $3, attempts = attempts + 1, last_error = null,
                  body = case when $2 then '[delivered]' else body end
            where id = $1`,
          [row.id, options.redactDelivered, new Date(clock.now())],
        )
      } catch (error) {
        // A channel without a transport will never succeed: give up at once.
        const attempts = error instanceof NoTransportError ? MAX_ATTEMPTS : row.attempts + 1
        const message = error instanceof Error ? error.message : String(error)
        options.logger.warn({ outboxId: row.id, channel: row.channel, attempts, err: message }, 'message delivery failed')
        await client.query(
          `update outbox_messages
              set attempts = $2, last_error = $3,
                  status = case when $2 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end,
                  next_attempt_at = $4::timestamptz + make_interval(secs => least(3600, power(2, $2)))
            where id = $1`,
          [row.id, attempts, message.slice(0, 500), new Date(clock.now())],
        )
      }
    }
    await client.query('commit')
    return rows.length
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
