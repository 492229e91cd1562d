import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { parseInput } from '../http/errors.ts'
import { normalizeIdentifier } from '../accounts/validation.ts'

const query = z.object({ to: z.string({ error: 'to is required' }).trim().min(1, 'to is required').max(254) })

/**
 * The development mailbox: what was sent to an email or phone, newest first, with the code in
 * clear. Registered only when NODE_ENV is not production (see server.ts), so it cannot leak codes
 * in a real deployment; there `dev_otp` is never even written.
 */
export function devOutboxRoutes({ pool, config }: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (config.NODE_ENV === 'production') return
    app.get('/dev/outbox', async (request) => {
      const { to } = parseInput(query, request.query)
      const { rows } = await pool.query<{ recipient: string; channel: string; body: string; dev_otp: string | null; created_at: Date }>(
        `select recipient, channel, body, dev_otp, created_at from outbox_messages
          where recipient = $1 order by created_at desc, id desc limit 50`,
        [normalizeIdentifier(to).value],
      )
      return rows.map((row) => ({
        to: row.recipient,
        channel: row.channel,
        text: row.body,
        otp: row.dev_otp,
        createdAt: row.created_at.toISOString(),
      }))
    })
  }
}
