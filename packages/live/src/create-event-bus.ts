import { z } from 'zod'
import { InProcessEventBus, type BusErrorHandler, type EventBus } from './bus.ts'
import { NatsEventBus } from './nats-bus.ts'
import { PostgresEventBus } from './postgres-bus.ts'
import { RedisEventBus } from './redis-bus.ts'

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/**
 * The event bus settings, the same in every service (spread into a service's own settings schema
 * so a bad value stops it at start-up): the first one set wins.
 */
export const eventBusSettings = z.object({
  /** Redis pub/sub, e.g. redis://127.0.0.1:6379. */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  /** NATS servers, comma separated, e.g. nats://127.0.0.1:4222. */
  NATS_URL: optional(
    z.string().refine((text) => text.split(',').every((server) => URL.canParse(server.trim())), 'must be a comma list of nats:// URLs'),
  ),
  /** PostgreSQL LISTEN/NOTIFY on this database. */
  LIVE_DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
})
export type EventBusSettings = z.output<typeof eventBusSettings>

/** The bus the settings choose: REDIS_URL, else NATS_URL, else LIVE_DATABASE_URL, else in-process. */
export function createEventBus(
  env: { REDIS_URL?: string; NATS_URL?: string; LIVE_DATABASE_URL?: string },
  options: { onError?: BusErrorHandler } = {},
): EventBus {
  const result = eventBusSettings.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`Invalid setting ${issue?.path.join('.') ?? 'event bus'}: ${issue?.message ?? 'invalid value'}`)
  }
  const settings = result.data
  if (settings.REDIS_URL) return new RedisEventBus(settings.REDIS_URL, options)
  if (settings.NATS_URL) return new NatsEventBus(settings.NATS_URL, options)
  if (settings.LIVE_DATABASE_URL) return new PostgresEventBus(settings.LIVE_DATABASE_URL, options)
  return new InProcessEventBus(options)
}
