import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InProcessEventBus, type EventBus } from './bus.ts'
import { createEventBus } from './create-event-bus.ts'
import { NatsEventBus } from './nats-bus.ts'
import { MAX_NOTIFY_PAYLOAD_BYTES, PostgresEventBus } from './postgres-bus.ts'
import { RedisEventBus } from './redis-bus.ts'

// The machine's brokers (common test setup); PostgreSQL gets a database of this file's own.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222'
const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const uniqueChannel = () => `test.${randomBytes(6).toString('hex')}`
const silent = () => undefined

async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await sleep(20)
    }
  }
}

function collector() {
  const received: string[] = []
  return { received, listener: (message: string) => received.push(message) }
}

/** Resolves on the bus's next reconnect (every subscription back in place). */
function nextReconnect(bus: EventBus): Promise<void> {
  return new Promise((resolve) => {
    const stop = bus.onReconnect(() => {
      stop()
      resolve()
    })
  })
}

let postgresUrl = ''
const databaseName = `live_test_${randomBytes(6).toString('hex')}`

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL })
  await admin.connect()
  await admin.query(`create database ${databaseName}`)
  await admin.end()
  const url = new URL(POSTGRES_SERVER_URL)
  url.pathname = `/${databaseName}`
  postgresUrl = url.toString()
})

afterAll(async () => {
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL })
  await admin.connect()
  await admin.query(`drop database if exists ${databaseName} with (force)`)
  await admin.end()
})

type Adapter = {
  name: string
  make: () => EventBus
  /** Drops the bus's receiving connection from the server side. */
  dropConnection?: (bus: EventBus) => Promise<void>
}

let redisBusCount = 0
const redisNames = new WeakMap<EventBus, string>()

const adapters: Adapter[] = [
  { name: 'in-process', make: () => new InProcessEventBus({ onError: silent }) },
  {
    name: 'redis',
    make: () => {
      const name = `live-test-${process.pid}-${(redisBusCount += 1)}-${randomBytes(3).toString('hex')}`
      const bus = new RedisEventBus(REDIS_URL, { onError: silent, name })
      redisNames.set(bus, name)
      return bus
    },
    dropConnection: async (bus) => {
      const admin = new Redis(REDIS_URL)
      const clients = (await admin.client('LIST')) as string
      const line = clients.split('\n').find((entry) => entry.includes(` name=${redisNames.get(bus)}:subscriber `))
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1]
      expect(id, 'the subscriber connection is listed').toBeDefined()
      await admin.client('KILL', 'ID', id!)
      await admin.quit()
    },
  },
  { name: 'nats', make: () => new NatsEventBus(NATS_URL, { onError: silent }) },
  {
    name: 'postgres',
    make: () => new PostgresEventBus(postgresUrl, { onError: silent }),
    dropConnection: async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL })
      await admin.connect()
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'live-event-bus-listener'`,
        [databaseName],
      )
      await admin.end()
      expect(killed.rowCount).toBeGreaterThan(0)
    },
  },
]

/** Opens buses of `adapter` for the enclosing describe, all closed after it. */
function opener(adapter: Adapter): () => EventBus {
  const buses: EventBus[] = []
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()))
  })
  return () => {
    const bus = adapter.make()
    buses.push(bus)
    return bus
  }
}

describe.each(adapters)('$name event bus', (adapter) => {
  const open = opener(adapter)

  it('delivers what is published, in order, to a subscriber (on another connection, unless in-process)', async () => {
    const publisher = open()
    const subscriber = adapter.name === 'in-process' ? publisher : open()
    const channel = uniqueChannel()
    const { received, listener } = collector()
    await subscriber.subscribe(channel, listener)
    const messages = Array.from({ length: 20 }, (_, i) => JSON.stringify({ i, text: 'ẹ ₦ "quoted"' }))
    for (const message of messages) await publisher.publish(channel, message)
    await eventually(() => expect(received).toEqual(messages))
  })

  it('delivers to two subscribers and to two listeners of one bus, and not across channels', async () => {
    const publisher = open()
    const first = adapter.name === 'in-process' ? publisher : open()
    const second = adapter.name === 'in-process' ? publisher : open()
    const channel = uniqueChannel()
    const other = uniqueChannel()
    const a = collector()
    const b = collector()
    const c = collector()
    const elsewhere = collector()
    await first.subscribe(channel, a.listener)
    await first.subscribe(channel, b.listener)
    await second.subscribe(channel, c.listener)
    await second.subscribe(other, elsewhere.listener)
    await publisher.publish(channel, 'one')
    await publisher.publish(other, 'two')
    await eventually(() => {
      expect(a.received).toEqual(['one'])
      expect(b.received).toEqual(['one'])
      expect(c.received).toEqual(['one'])
      expect(elsewhere.received).toEqual(['two'])
    })
  })

  it('stops delivering to a listener that unsubscribed, and only to it', async () => {
    const publisher = open()
    const subscriber = adapter.name === 'in-process' ? publisher : open()
    const channel = uniqueChannel()
    const leaving = collector()
    const staying = collector()
    const unsubscribe = await subscriber.subscribe(channel, leaving.listener)
    await subscriber.subscribe(channel, staying.listener)
    await publisher.publish(channel, 'before')
    await eventually(() => expect(leaving.received).toEqual(['before']))
    await unsubscribe()
    await publisher.publish(channel, 'after')
    await eventually(() => expect(staying.received).toEqual(['before', 'after']))
    expect(leaving.received).toEqual(['before'])

    // The last listener of a channel gone, the bus stops receiving it at all.
    const lone = uniqueChannel()
    const last = collector()
    const marker = collector()
    const leave = await subscriber.subscribe(lone, last.listener)
    await subscriber.subscribe(channel, marker.listener)
    await leave()
    await publisher.publish(lone, 'nobody')
    await publisher.publish(channel, 'marker')
    await eventually(() => expect(marker.received).toEqual(['marker']))
    expect(last.received).toEqual([])
  })
})

// The in-process bus has no connection to lose; NATS's own reconnection is the server-restart test below.
const droppable = adapters.filter((adapter): adapter is Adapter & Required<Pick<Adapter, 'dropConnection'>> => !!adapter.dropConnection)

describe.each(droppable)('$name event bus, its connection dropped', (adapter) => {
  const open = opener(adapter)

  it('subscribes again after the server drops the connection, then says so', async () => {
    const publisher = open()
    const subscriber = open()
    const channels = [uniqueChannel(), uniqueChannel()]
    const collectors = channels.map(() => collector())
    for (const [i, channel] of channels.entries()) await subscriber.subscribe(channel, collectors[i]!.listener)
    const reconnected = nextReconnect(subscriber)
    await adapter.dropConnection(subscriber)
    await reconnected
    for (const channel of channels) await publisher.publish(channel, `back on ${channel}`)
    await eventually(() => collectors.forEach((item, i) => expect(item.received).toEqual([`back on ${channels[i]}`])))
  })
})

describe('nats event bus, server restarted', () => {
  let server: ChildProcess | undefined
  let port = 0

  async function startServer() {
    server = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' })
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await canConnect(port)) return
      await sleep(50)
    }
    throw new Error('nats-server did not start')
  }

  async function stopServer() {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server?.kill('SIGTERM')
    await exited
  }

  beforeAll(async () => {
    port = await freePort()
    await startServer()
  })
  afterAll(async () => {
    if (server?.exitCode === null) await stopServer()
  })

  it('subscribes again once the server is back, then says so', async () => {
    const url = `nats://127.0.0.1:${port}`
    const publisher = new NatsEventBus(url, { onError: silent })
    const subscriber = new NatsEventBus(url, { onError: silent })
    const channel = uniqueChannel()
    const { received, listener } = collector()
    await subscriber.subscribe(channel, listener)
    await publisher.publish(channel, 'first')
    await eventually(() => expect(received).toEqual(['first']))

    const reconnected = nextReconnect(subscriber)
    await stopServer()
    await startServer()
    await reconnected
    // The publisher may still be on its way back; a message it sends after its own reconnect arrives.
    await eventually(async () => {
      await publisher.publish(channel, 'again')
      expect(received).toContain('again')
    })
    await Promise.all([publisher.close(), subscriber.close()])
  })
})

describe('postgres event bus limits', () => {
  it('refuses a payload over the NOTIFY limit with a clear error, and quotes channel names', async () => {
    const bus = new PostgresEventBus(postgresUrl, { onError: silent })
    await expect(bus.publish('crash.jet-crash', 'x'.repeat(MAX_NOTIFY_PAYLOAD_BYTES + 1))).rejects.toThrow(
      /is 8000 bytes; PostgreSQL NOTIFY carries at most 7999/,
    )
    await expect(bus.subscribe('c'.repeat(64), silent)).rejects.toThrow(/must be 1 to 63 bytes/)
    const channel = 'odd "channel"; drop table x; --'
    const { received, listener } = collector()
    await bus.subscribe(channel, listener)
    await bus.publish(channel, 'y'.repeat(MAX_NOTIFY_PAYLOAD_BYTES - 3) + '₦')
    await eventually(() => expect(received[0]).toHaveLength(MAX_NOTIFY_PAYLOAD_BYTES - 2))
    await bus.close()
  })
})

describe('createEventBus', () => {
  it('takes REDIS_URL, else NATS_URL, else LIVE_DATABASE_URL, else runs in-process', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ REDIS_URL, NATS_URL, LIVE_DATABASE_URL: postgresUrl }, 'redis'],
      [{ REDIS_URL: '', NATS_URL, LIVE_DATABASE_URL: postgresUrl }, 'nats'],
      [{ LIVE_DATABASE_URL: postgresUrl }, 'postgres'],
      [{}, 'in-process'],
    ]
    for (const [env, kind] of cases) {
      const bus = createEventBus(env, { onError: silent })
      expect(bus.kind).toBe(kind)
      await bus.close()
    }
  })

  it('names the bad setting', () => {
    expect(() => createEventBus({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/^Invalid setting REDIS_URL: must be a redis:\/\//)
    expect(() => createEventBus({ LIVE_DATABASE_URL: 'not a url' })).toThrow(/^Invalid setting LIVE_DATABASE_URL/)
    expect(() => createEventBus({ NATS_URL: 'nats://a:4222, ::' })).toThrow(/^Invalid setting NATS_URL/)
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function canConnect(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}`, { signal: AbortSignal.timeout(200) }).then(
    () => true,
    (error: Error) => !/ECONNREFUSED/.test(String((error.cause as Error | undefined)?.message ?? error.message)),
  )
}
