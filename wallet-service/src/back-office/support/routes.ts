import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { withTransaction, type PoolClient } from '../../db/pool.ts'
import { DomainError } from '../../domain-error.ts'
import { parseInput } from '../../http/errors.ts'
import { lockAccount, openSessionCount, unlockAccount } from '../../accounts/account-locks.ts'
import { revokeUserSessions } from '../../accounts/sessions.ts'
import { recordStaffAction, type AuditEntry } from '../staff/audit-log.ts'
import { reasonField } from '../staff/fields.ts'
import { allow } from '../staff/staff-calls.ts'
import { findPlayer, playerPage, playerPageQuery, playerParams, type FoundPlayer } from './player-page.ts'
import { resendCode, resendRequest } from './resend-code.ts'
import { playerSearchQuery, searchPlayers } from './search.ts'

const withReason = z.object({ reason: reasonField })

/** The audit row's subject: the player, by the ID staff know them by. */
const onPlayer = (request: FastifyRequest, publicId: string) => ({ subject: { kind: 'player', id: publicId }, requestId: request.id })

/**
 * Support's screens: find a player, read their one page, and act on their account. Every search and
 * view reveals personal data, so each is logged in the transaction that reads it; every action is
 * logged in its own.
 */
export function supportRoutes(context: AppContext) {
  const now = () => new Date(context.clock.now())

  /**
   * A route acting on the player its path names, with the body `input` checks: `act` does it in one
   * transaction with its audit row (what it logs, and the answer's data); a refusal leaves neither.
   */
  const playerAction =
    <I extends z.ZodType>(
      action: string,
      input: I,
      act: (
        db: PoolClient,
        player: FoundPlayer,
        body: z.infer<I>,
        request: FastifyRequest,
        at: Date,
      ) => Promise<Pick<AuditEntry, 'reason' | 'before' | 'after'> & { data: unknown }>,
    ) =>
    async (request: FastifyRequest) => {
      const { id } = parseInput(playerParams, request.params)
      const body = parseInput(input, request.body)
      return withTransaction(context.pool, async (db) => {
        const { data, ...audit } = await act(db, await findPlayer(db, id), body, request, now())
        await recordStaffAction(db, context.clock, request.staff, { action, ...audit, ...onPlayer(request, id) })
        return { data }
      })
    }

  return (app: FastifyInstance) => {
    app.get('/players', { preHandler: allow(context, 'players.search') }, async (request) => {
      const { q } = parseInput(playerSearchQuery, request.query)
      return withTransaction(context.pool, async (db) => {
        const players = await searchPlayers(db, q)
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'players.search',
          after: { query: q, players: players.map((player) => player.id) },
          requestId: request.id,
        })
        return { data: players }
      })
    })

    app.get('/players/:id', { preHandler: allow(context, 'players.view') }, async (request) => {
      const { id } = parseInput(playerParams, request.params)
      const query = parseInput(playerPageQuery, request.query)
      return withTransaction(context.pool, async (db) => {
        const page = await playerPage(db, await findPlayer(db, id), query, now())
        await recordStaffAction(db, context.clock, request.staff, {
          action: 'players.view',
          after: { entriesBefore: query.entriesBefore ?? null, betsBefore: query.betsBefore ?? null },
          ...onPlayer(request, id),
        })
        return { data: page }
      })
    })

    app.post(
      '/players/:id/end-sessions',
      { preHandler: allow(context, 'players.end-sessions') },
      playerAction('players.end-sessions', withReason, async (db, player, { reason }, _request, at) => {
        const open = await openSessionCount(db, player.id, at)
        await revokeUserSessions(db, player.id, at)
        return {
          reason,
          before: { openSessions: open },
          after: { openSessions: await openSessionCount(db, player.id, at) },
          data: { endedSessions: open },
        }
      }),
    )

    app.post(
      '/players/:id/lock',
      { preHandler: allow(context, 'players.lock') },
      playerAction('players.lock', withReason, async (db, player, { reason }, request, at) => {
        const open = await openSessionCount(db, player.id, at)
        const locked = await lockAccount(db, player.id, { staffId: request.staff.id, staffEmail: request.staff.email, reason }, at)
        if (!locked) throw new DomainError('ACCOUNT_ALREADY_LOCKED', 'This account is locked already.')
        return {
          reason,
          before: { locked: false, openSessions: open },
          after: { locked: true, openSessions: await openSessionCount(db, player.id, at) },
          data: { locked: true, lockedAt: at.toISOString(), endedSessions: open },
        }
      }),
    )

    app.post(
      '/players/:id/unlock',
      { preHandler: allow(context, 'players.lock') },
      playerAction('players.unlock', withReason, async (db, player, { reason }) => {
        const lock = await unlockAccount(db, player.id)
        if (!lock) throw new DomainError('ACCOUNT_NOT_LOCKED', 'This account is not locked.')
        return {
          reason,
          before: { locked: true, lockedAt: lock.lockedAt.toISOString(), lockedBy: lock.staffEmail, lockReason: lock.reason },
          after: { locked: false },
          data: { locked: false },
        }
      }),
    )

    app.post(
      '/players/:id/resend-code',
      { preHandler: allow(context, 'players.resend-code') },
      playerAction('players.resend-code', resendRequest, async (db, player, { kind }, request, at) => {
        const sentTo = await resendCode(db, context.config, player, kind, request.staff, at)
        return { after: { kind, sentTo }, data: { kind, sentTo } }
      }),
    )
  }
}
