import type { ServerResponse } from 'node:http'
import { applyCrashEvent, crashChannel, crashEvent, type CrashEvent, type CrashRoundState } from '@9ja/live'
import type { EventBus } from '@9ja/live/node'
import { fetchCrashRoundState } from './crash-round.server.ts'
import { FanOut, sseFrame, type SseFrame } from './fan-out.server.ts'
import { platformNow } from '../utils/clock.server.ts'
import { getLogger } from '../utils/logger.server.ts'

/** Fetches for a round this relay missed the opening of, at most one per this many ms. */
const MISSED_ROUND_FETCH_INTERVAL_MS = 1_000
/** The last chunk of a chunked HTTP body. */
const END_OF_CHUNKS = '0\r\n\r\n'

export const sseMessage = (event: string, data: string) => sseFrame(`event: ${event}\ndata: ${data}\n\n`)

/**
 * One crash game's live channel in this web process: one bus subscription, the game's state kept
 * with applyCrashEvent, and the viewers (open SSE responses). Every viewer first gets `state`,
 * then each event as `crash`, serialised once for all. The state comes from the wallet-service
 * (subscribed first, then fetched, so nothing falls between) and is fetched again after the bus
 * reconnected or when an event shows a round this relay did not see open.
 */
export class CrashGameRelay {
  private state: CrashRoundState | null = null
  private stateJson: { state: CrashRoundState; json: string } | null = null
  private readonly fanOut = new FanOut()
  /**
   * The wallet-service's clock minus this process's platform clock (machines' clocks differ a little): a
   * viewer's `serverTime` is the wallet's "now", and follows the platform clock's moves in test mode.
   */
  private clockOffsetMs = 0
  private clockFromSnapshot = false
  private refreshing: Promise<void> | undefined
  private refreshAgain = false
  private eventsDuringRefresh: CrashEvent[] | undefined
  private lastMissedRoundFetch = 0
  /** Settles once the bus subscription is in place (rejects if the bus refused it). */
  readonly subscribed: Promise<void>

  constructor(
    readonly slug: string,
    bus: EventBus,
  ) {
    this.subscribed = bus
      .subscribe(crashChannel(slug), (message) => this.onMessage(message))
      .then(() => {
        void this.refresh()
      })
  }

  /** Adds an open SSE response: it gets the state now if there is one, else as soon as there is. */
  addViewer(response: ServerResponse) {
    this.fanOut.add(response, this.state ? this.stateFrame(this.state) : undefined)
  }

  removeViewer(response: ServerResponse) {
    this.fanOut.delete(response)
  }

  /** Ends every viewer's stream (the server is stopping): browsers reconnect, to another instance if there is one. */
  endStreams() {
    for (const viewer of this.fanOut.viewers()) viewer.socket?.end(viewer.chunkedEncoding ? END_OF_CHUNKS : '')
    this.fanOut.clear()
  }

  /** Writes the same frame to every viewer (the ping comment, for one). */
  broadcast(frame: SseFrame) {
    this.fanOut.broadcast(frame)
  }

  /** Fetches the state afresh (one fetch at a time; a request during one makes one more after it). */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true
      return this.refreshing
    }
    this.refreshing = this.fetchAndApply().finally(() => {
      this.refreshing = undefined
      if (this.refreshAgain) {
        this.refreshAgain = false
        void this.refresh()
      }
    })
    return this.refreshing
  }

  private async fetchAndApply() {
    this.eventsDuringRefresh = []
    const snapshot = await fetchCrashRoundState(this.slug)
    const events = this.eventsDuringRefresh
    this.eventsDuringRefresh = undefined
    if (!snapshot) return
    this.clockOffsetMs = snapshot.clockOffsetMs
    this.clockFromSnapshot = true
    // Events that arrived while the answer was on its way may or may not be in it: the reducer is idempotent.
    const fresh = events.reduce<CrashRoundState | null>(applyCrashEvent, snapshot.state)
    if (!fresh || (this.state && fresh.roundId < this.state.roundId)) return
    this.state = fresh
    this.broadcast(this.stateFrame(fresh))
  }

  private onMessage(message: string) {
    const parsed = parseEvent(message)
    if (!parsed || parsed.game !== this.slug) {
      getLogger().error(`live: dropped a message on ${crashChannel(this.slug)} that is not a crash event of this game`)
      return
    }
    const event = parsed
    this.eventsDuringRefresh?.push(event)
    if (!this.clockFromSnapshot) this.clockOffsetMs = Date.parse(event.at) - platformNow()
    const before = this.state
    const after = applyCrashEvent(before, event)
    if (after === before) {
      // Not this state's round: an old one (ignored), or a newer one whose opening this relay missed.
      if (before === null || event.roundId > before.roundId) this.fetchMissedRound()
      return
    }
    this.state = after
    // Viewers get nothing before the first state; that state is their first message.
    if (before === null) this.broadcast(this.stateFrame(after!))
    else this.broadcast(sseMessage('crash', JSON.stringify(event)))
  }

  private fetchMissedRound() {
    if (Date.now() - this.lastMissedRoundFetch < MISSED_ROUND_FETCH_INTERVAL_MS) return
    this.lastMissedRoundFetch = Date.now()
    void this.refresh()
  }

  /**
   * The state with this moment's `serverTime` (the wallet's "now", not the last event's), first. The state's JSON is made once per state, not
   * per viewer: when thousands reconnect at once (a deploy) each gets a copy of the same text.
   */
  private stateFrame(state: CrashRoundState): SseFrame {
    if (this.stateJson?.state !== state) {
      const { serverTime: _eventTime, ...rest } = state
      this.stateJson = { state, json: JSON.stringify(rest) }
    }
    const serverTime = JSON.stringify(new Date(platformNow() + this.clockOffsetMs).toISOString())
    return sseMessage('state', `{"serverTime":${serverTime},${this.stateJson.json.slice(1)}`)
  }
}

function parseEvent(message: string): CrashEvent | undefined {
  try {
    const result = crashEvent.safeParse(JSON.parse(message))
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}
