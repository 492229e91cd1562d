import { Redis } from 'ioredis'
import { logBusError, Subscriptions, type BusErrorHandler, type EventBus } from './bus.ts'

/**
 * Redis pub/sub: one connection publishes, one (in subscriber mode) receives. ioredis reconnects
 * both on its own; after the receiving one is back this bus subscribes to every channel again
 * itself, then tells the `onReconnect` listeners, so a state fetched then misses nothing.
 */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis'
  private readonly publisher: Redis
  private readonly subscriber: Redis
  private readonly subscriptions = new Subscriptions()
  private readonly onError: BusErrorHandler
  private wasReady = false

  /** `name` labels the two connections: CLIENT LIST shows `<name>:publisher` and `<name>:subscriber`. */
  constructor(url: string, options: { onError?: BusErrorHandler; name?: string } = {}) {
    this.onError = options.onError ?? logBusError(this.kind)
    const name = options.name ?? `live-event-bus-${process.pid}`
    // A live event is worth nothing late: a publish waits for a connection attempt under way, and
    // fails when that attempt fails instead of waiting for Redis to come back.
    this.publisher = new Redis(url, { maxRetriesPerRequest: 0, connectionName: `${name}:publisher` })
    this.subscriber = new Redis(url, { autoResubscribe: false, connectionName: `${name}:subscriber` })
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (error) => this.onError(error))
    this.subscriber.on('message', (channel: string, message: string) => this.subscriptions.deliver(channel, message, this.onError))
    this.subscriber.on('ready', () => {
      if (!this.wasReady) {
        this.wasReady = true
        return
      }
      void this.resubscribe()
    })
  }

  private async resubscribe() {
    const channels = this.subscriptions.channels()
    try {
      if (channels.length > 0) await this.subscriber.subscribe(...channels)
      this.subscriptions.reconnected(this.onError)
    } catch (error) {
      // The connection dropped again: its next 'ready' tries again.
      this.onError(error)
    }
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(channel, message)
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    if (this.subscriptions.add(channel, onMessage)) {
      try {
        await this.subscriber.subscribe(channel)
      } catch (error) {
        this.subscriptions.remove(channel, onMessage)
        throw error
      }
    }
    return async () => {
      if (this.subscriptions.remove(channel, onMessage)) await this.subscriber.unsubscribe(channel)
    }
  }

  onReconnect(listener: () => void): () => void {
    return this.subscriptions.onReconnect(listener)
  }

  async close(): Promise<void> {
    this.subscriptions.clear()
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()])
  }
}
