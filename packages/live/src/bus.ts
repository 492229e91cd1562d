/**
 * The event bus between the processes of the platform: the wallet-service publishes, every web
 * instance subscribes. Messages are JSON text; delivery is at most once (a subscriber that was
 * away catches up from the current state, never from a replay).
 */
export interface EventBus {
  publish(channel: string, message: string): Promise<void>
  /** Calls `onMessage` for every message published on `channel` from now on; the returned function unsubscribes. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** One process only (tests, and a platform whose publisher and subscribers share a process). */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<(message: string) => void>>()

  async publish(channel: string, message: string): Promise<void> {
    for (const listener of this.listeners.get(channel) ?? []) queueMicrotask(() => listener(message))
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel)
    if (!listeners) this.listeners.set(channel, (listeners = new Set()))
    listeners.add(onMessage)
    return async () => void listeners.delete(onMessage)
  }

  async close(): Promise<void> {
    this.listeners.clear()
  }
}
