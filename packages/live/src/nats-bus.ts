import { connect, Events, type NatsConnection, type Subscription } from 'nats'
import { logBusError, Subscriptions, type BusErrorHandler, type EventBus } from './bus.ts'

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * NATS core subjects on one connection. The client reconnects for ever and sends its subscriptions
 * again by itself; once the server has them (a flush answered) the `onReconnect` listeners are told.
 */
export class NatsEventBus implements EventBus {
  readonly kind = 'nats'
  private readonly connection: Promise<NatsConnection>
  private readonly subscriptions = new Subscriptions()
  private readonly natsSubscriptions = new Map<string, Subscription>()
  private readonly onError: BusErrorHandler

  constructor(servers: string, options: { onError?: BusErrorHandler } = {}) {
    this.onError = options.onError ?? logBusError(this.kind)
    this.connection = connect({
      servers: servers.split(',').map((server) => server.trim()),
      name: 'live-event-bus',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
    })
    this.connection.then(
      (connection) => void this.watch(connection),
      (error) => this.onError(error),
    )
  }

  private async watch(connection: NatsConnection) {
    for await (const status of connection.status()) {
      if (status.type === Events.Reconnect) {
        connection.flush().then(
          () => this.subscriptions.reconnected(this.onError),
          (error) => this.onError(error),
        )
      } else if (status.type === Events.Disconnect || status.type === Events.Error) {
        this.onError(new Error(`${status.type} ${String(status.data)}`))
      }
    }
  }

  async publish(channel: string, message: string): Promise<void> {
    const connection = await this.connection
    connection.publish(channel, encoder.encode(message))
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    const connection = await this.connection
    if (this.subscriptions.add(channel, onMessage)) {
      const subscription = connection.subscribe(channel, {
        callback: (error, message) => {
          if (error) this.onError(error)
          else this.subscriptions.deliver(channel, decoder.decode(message.data), this.onError)
        },
      })
      this.natsSubscriptions.set(channel, subscription)
      // The server has the subscription once it answered a later ping.
      await connection.flush()
    }
    return async () => {
      if (!this.subscriptions.remove(channel, onMessage)) return
      this.natsSubscriptions.get(channel)?.unsubscribe()
      this.natsSubscriptions.delete(channel)
    }
  }

  onReconnect(listener: () => void): () => void {
    return this.subscriptions.onReconnect(listener)
  }

  async close(): Promise<void> {
    this.subscriptions.clear()
    const connection = await this.connection.catch(() => undefined)
    await connection?.drain().catch(() => connection.close())
  }
}
