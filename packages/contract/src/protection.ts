import { z } from 'zod'

/* The player protection answers: deposit and loss limits, breaks, the activity statement and reality checks. */

const limitState = z.object({
  limit: z.number().nullable(),
  pending: z.object({ limit: z.number().nullable(), from: z.string() }).nullable(),
  used: z.number(),
  left: z.number().nullable(),
  resetsAt: z.string(),
})
export type LimitState = z.infer<typeof limitState>
const periods = z.object({ day: limitState, week: limitState, month: limitState })
export const restriction = z.object({
  kind: z.enum(['time-out', 'self-exclusion']),
  since: z.string(),
  until: z.string(),
  message: z.string(),
})
export type Restriction = z.infer<typeof restriction>
/** A player's limits in force (and any change waiting its turn), with the break they are on, if any. */
export const limits = z.object({ deposit: periods, loss: periods, restriction: restriction.nullable() })
export type Limits = z.infer<typeof limits>
/** A break just started (a time-out or a self-exclusion), with what to tell the player. */
export const restrictionStarted = z.object({ message: z.string(), data: z.object({ restriction }) })
const figures = z.object({ deposits: z.number(), withdrawals: z.number(), stakes: z.number(), wins: z.number(), net: z.number() })
/** A Lagos month's money in and out, day by day. */
export const activityStatement = z.object({ month: z.string(), days: z.array(figures.extend({ date: z.string() })), totals: figures })
export type ActivityStatement = z.infer<typeof activityStatement>
/** A reality check: how long the session has run and what it staked and won. */
export const realityCheck = z.object({
  message: z.string(),
  data: z.object({
    minutes: z.number(),
    session: z.object({ startedAt: z.string(), stakes: z.number(), wins: z.number(), net: z.number() }),
  }),
})
export type RealityCheck = z.infer<typeof realityCheck>['data']
