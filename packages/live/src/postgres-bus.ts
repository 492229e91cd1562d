import pg from 'pg'
import { logBusError, Subscriptions, type BusErrorHandler, type EventBus } from './bus.ts'

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (in the server's encoding, UTF-8 here). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999
/** A channel is an identifier: NAMEDATALEN - 1 bytes at most (a longer LISTEN name would be cut short). */
const MAX_CHANNEL_BYTES = 63
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000]

/**
 * PostgreSQL LISTEN/NOTIFY: no broker to run, the platform's own database carries the events.
 * NOTIFY goes through a small pool (`pg_notify`, parameters, no quoting); LISTEN holds one dedicated
 * connection, opened again with a growing delay whenever it is lost, every channel listened to again,
 * then the `onReconnect` listeners told.
 */
export class PostgresEventBus implements EventBus {
  readonly kind = 'postgres'
  private readonly pool: pg.Pool
  private readonly subscriptions = new Subscriptions()
  private readonly onError: BusErrorHandler
  private listener: Promise<pg.Client> | undefined
  private reconnectTimer: NodeJS.Timeout | undefined
  private failedAttempts = 0
  private closed = false

  constructor(
    private readonly connectionString: string,
    options: { onError?: BusErrorHandler } = {},
  ) {
    this.onError = options.onError ?? logBusError(this.kind)
    this.pool = new pg.Pool({ connectionString, max: 4, application_name: 'live-event-bus' })
    // An idle pooled connection that the server drops is replaced on the next query; only report it.
    this.pool.on('error', (error) => this.onError(error))
  }

  async publish(channel: string, message: string): Promise<void> {
    checkChannel(channel)
    const bytes = Buffer.byteLength(message)
    if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
      throw new Error(
        `live event on ${channel} is ${bytes} bytes; PostgreSQL NOTIFY carries at most ${MAX_NOTIFY_PAYLOAD_BYTES} (send lists in smaller chunks)`,
      )
    }
    await this.pool.query('select pg_notify($1, $2)', [channel, message])
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    checkChannel(channel)
    if (this.subscriptions.add(channel, onMessage)) {
      try {
        const client = await this.listeningClient()
        await client.query(`listen ${client.escapeIdentifier(channel)}`)
      } catch (error) {
        this.subscriptions.remove(channel, onMessage)
        throw error
      }
    }
    return async () => {
      if (!this.subscriptions.remove(channel, onMessage)) return
      const client = await this.listener?.catch(() => undefined)
      await client?.query(`unlisten ${client.escapeIdentifier(channel)}`).catch((error: unknown) => this.onError(error))
    }
  }

  onReconnect(listener: () => void): () => void {
    return this.subscriptions.onReconnect(listener)
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.reconnectTimer)
    this.subscriptions.clear()
    const client = await this.listener?.catch(() => undefined)
    await Promise.allSettled([client?.end(), this.pool.end()])
  }

  /** The LISTEN connection, opened on first use. */
  private listeningClient(): Promise<pg.Client> {
    if (!this.listener) {
      const opening = this.openListener()
      this.listener = opening
      opening.catch(() => {
        if (this.listener === opening) this.listener = undefined
      })
    }
    return this.listener
  }

  private async openListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'live-event-bus-listener' })
    let lost = false
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      if (error) this.onError(error)
      client.removeAllListeners('notification')
      void client.end().catch(() => undefined)
      this.listener = undefined
      this.scheduleReconnect()
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (notification) => {
      this.subscriptions.deliver(notification.channel, notification.payload ?? '', this.onError)
    })
    try {
      await client.connect()
    } catch (error) {
      lost = true
      client.removeAllListeners()
      throw error
    }
    return client
  }

  private scheduleReconnect() {
    if (this.closed || this.reconnectTimer) return
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failedAttempts, RECONNECT_DELAYS_MS.length - 1)]
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined
      void this.reconnect()
    }, delay)
  }

  private async reconnect() {
    if (this.closed) return
    try {
      const client = await this.listeningClient()
      for (const channel of this.subscriptions.channels()) await client.query(`listen ${client.escapeIdentifier(channel)}`)
      this.failedAttempts = 0
      this.subscriptions.reconnected(this.onError)
    } catch (error) {
      this.failedAttempts += 1
      this.onError(error)
      this.listener = undefined
      this.scheduleReconnect()
    }
  }
}

function checkChannel(channel: string) {
  const bytes = Buffer.byteLength(channel)
  if (bytes === 0 || bytes > MAX_CHANNEL_BYTES) {
    throw new Error(`live channel "${channel}" must be 1 to ${MAX_CHANNEL_BYTES} bytes for PostgreSQL LISTEN/NOTIFY`)
  }
}
