/**
 * The event bus between the processes of the platform: the wallet-service publishes, every web
 * instance subscribes. Messages are JSON text; delivery is at most once (a subscriber that was
 * away catches up from the current state, never from a replay: see `onReconnect`).
 */
export interface EventBus {
  /** What carries the messages ('redis', 'nats', 'postgres', 'in-process'), for logs. */
  readonly kind: string
  publish(channel: string, message: string): Promise<void>
  /** Calls `onMessage` for every message published on `channel` from now on; the returned function unsubscribes. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>
  /**
   * Calls `listener` each time the connection that receives messages came back after a loss and
   * every subscription is in place again: messages published meanwhile are lost, so a subscriber
   * that keeps state fetches it afresh. Returns a function that removes the listener.
   */
  onReconnect(listener: () => void): () => void
  close(): Promise<void>
}

/**
 * The listeners of each channel of one bus, and the reconnect listeners: the part every adapter
 * shares. `add` tells whether the channel is new (the adapter then subscribes on its connection),
 * `remove` whether it is now empty (the adapter unsubscribes).
 */
export class Subscriptions {
  private readonly listeners = new Map<string, Set<(message: string) => void>>()
  private readonly reconnectListeners = new Set<() => void>()

  channels(): string[] {
    return [...this.listeners.keys()]
  }

  add(channel: string, onMessage: (message: string) => void): boolean {
    const existing = this.listeners.get(channel)
    if (existing) {
      existing.add(onMessage)
      return false
    }
    this.listeners.set(channel, new Set([onMessage]))
    return true
  }

  remove(channel: string, onMessage: (message: string) => void): boolean {
    const listeners = this.listeners.get(channel)
    if (!listeners?.delete(onMessage) || listeners.size > 0) return false
    this.listeners.delete(channel)
    return true
  }

  /** Hands a message to every listener of its channel; one listener's failure does not stop the others. */
  deliver(channel: string, message: string, onError: (error: unknown) => void) {
    for (const listener of this.listeners.get(channel) ?? []) {
      try {
        listener(message)
      } catch (error) {
        onError(error)
      }
    }
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener)
    return () => void this.reconnectListeners.delete(listener)
  }

  reconnected(onError: (error: unknown) => void) {
    for (const listener of this.reconnectListeners) {
      try {
        listener()
      } catch (error) {
        onError(error)
      }
    }
  }

  clear() {
    this.listeners.clear()
    this.reconnectListeners.clear()
  }
}

/** Where an adapter reports what it cannot throw to a caller (lost connections, a failing listener). */
export type BusErrorHandler = (error: unknown) => void
export const logBusError =
  (kind: string): BusErrorHandler =>
  (error) =>
    console.error(`[live] ${kind} event bus:`, error instanceof Error ? error.message : error)

/** One process only (tests, and a platform whose publisher and subscribers share a process). */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process'
  private readonly subscriptions = new Subscriptions()
  private readonly onError: BusErrorHandler

  constructor(options: { onError?: BusErrorHandler } = {}) {
    this.onError = options.onError ?? logBusError(this.kind)
  }

  async publish(channel: string, message: string): Promise<void> {
    queueMicrotask(() => this.subscriptions.deliver(channel, message, this.onError))
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    this.subscriptions.add(channel, onMessage)
    return async () => void this.subscriptions.remove(channel, onMessage)
  }

  onReconnect(listener: () => void): () => void {
    return this.subscriptions.onReconnect(listener)
  }

  async close(): Promise<void> {
    this.subscriptions.clear()
  }
}
