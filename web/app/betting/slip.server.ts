import { randomUUID } from 'node:crypto'
import type { Session } from '@remix-run/node'
import { z } from 'zod'
import { createAppSessionStorage } from '#app/utils/cookies.server.ts'
import type { EventDetailsView } from '@9ja/contract'
import { fetchSportsEvent } from '#app/games/virtual-sports/sports.server.ts'
import { isSportsSlug, type SportsSlug } from '#app/games/virtual-sports/sports-games.ts'
import { isBettingOpen } from '#app/games/scheduled/schedule.ts'
import { slipLimitsOf } from './betting.server.ts'
import {
  MAX_STORED_TICKETS,
  recheckTickets,
  storedTicketSchema,
  ticketCode,
  withTickets,
  type MovedTicket,
  type TicketRecheck,
} from './slip-tickets.server.ts'
import {
  EMPTY_SLIP,
  eventIdOf,
  NO_OUTCOME,
  SLIP_KINDS,
  type DropReason,
  type DroppedSelection,
  type SlipKind,
  type SlipLimits,
  type SlipLine,
  type SlipOutcome,
  type SlipTicketLine,
  type StoredSelection,
  type StoredSlip,
} from './slip.ts'
import { platformNow } from '../utils/clock.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'

/**
 * The bet slip lives in a signed cookie (`slip`), so it works without JavaScript and follows the
 * visitor from page to page: the selection ids, each one's game and the odds the player took, the
 * kind and the stake. Every page that shows it re-reads each selection's event (`loadSlip`): odds
 * that moved are shown as moved, selections whose event started are taken off with a message.
 */
export const SLIP_COOKIE = 'slip'
/** A slip outlives a few matchdays, not a week: its events are minutes away. */
const SLIP_MAX_AGE_SECONDS = 24 * 60 * 60
/** More than any game's selection limit, so a cookie can never grow past what a browser keeps (4 KB). */
const MAX_STORED_SELECTIONS = 60

/** A sports game's slug, as the slip stores it beside each selection. */
export const sportsSlugField = z.custom<SportsSlug>((value) => typeof value === 'string' && isSportsSlug(value))

const storedSlipSchema = z.object({
  selections: z
    .array(z.object({ selectionId: z.string().max(64), game: sportsSlugField, odds: z.number().positive() }))
    .max(MAX_STORED_SELECTIONS),
  // A slip kept before number tickets existed has none.
  tickets: z.array(storedTicketSchema).max(MAX_STORED_TICKETS).default([]),
  kind: z.enum(SLIP_KINDS),
  stake: z.number().positive().nullable(),
})

/** A plain HTML post's outcome, kept for the next rendering of the slip, once (a flash). */
const outcomeSchema: z.ZodType<SlipOutcome> = z.object({
  notices: z.array(z.object({ tone: z.enum(['error', 'info']), text: z.string() })),
  placed: z.object({ betIds: z.array(z.string()), totalStake: z.number(), potentialWin: z.number() }).nullable(),
  booked: z.object({ code: z.string(), shareUrl: z.string() }).nullable(),
})

const SLIP_KEY = 'slip'
const OUTCOME_KEY = 'outcome'

let storage: ReturnType<typeof createAppSessionStorage> | undefined
function slipStorage() {
  storage ??= createAppSessionStorage(SLIP_COOKIE, { maxAgeSeconds: SLIP_MAX_AGE_SECONDS })
  return storage
}

export async function readSlipSession(request: Request) {
  const session = await slipStorage().getSession(request.headers.get('Cookie'))
  const parsed = storedSlipSchema.safeParse(session.get(SLIP_KEY))
  return { session, slip: parsed.success ? parsed.data : EMPTY_SLIP }
}

/** The Set-Cookie value that keeps `slip` (and `outcome` for the next rendering); an empty slip with nothing to tell removes the cookie. */
export async function commitSlip(session: Session, slip: StoredSlip, outcome: SlipOutcome = NO_OUTCOME): Promise<string> {
  const hasOutcome = outcome.notices.length > 0 || outcome.placed !== null || outcome.booked !== null
  if (slip.selections.length === 0 && slip.tickets.length === 0 && slip.stake === null && !hasOutcome)
    return slipStorage().destroySession(session)
  session.set(SLIP_KEY, slip)
  if (hasOutcome) session.flash(OUTCOME_KEY, outcome)
  return slipStorage().commitSession(session)
}

export type Recheck = {
  lines: SlipLine[]
  dropped: DroppedSelection[]
  /** Selections whose event could not be read now (the service did not answer): kept, not shown, not placed. */
  unchecked: StoredSelection[]
}

function lineOf(selection: StoredSelection, event: EventDetailsView): SlipLine | null {
  for (const market of event.markets) {
    const offered = market.selections.find((entry) => entry.selectionId === selection.selectionId)
    if (offered) {
      return {
        selectionId: selection.selectionId,
        game: selection.game,
        eventId: event.eventId,
        eventName: event.name,
        market: market.name,
        pick: offered.name,
        odds: offered.odds,
        addedOdds: selection.odds,
        bettingClosesAt: event.bettingClosesAt,
      }
    }
  }
  return null
}

function dropReason(event: EventDetailsView): DropReason {
  return event.status === 'open' || event.status === 'closed' ? 'closed' : 'started'
}

/** Each selection against its event as it is now, one call per event. */
export async function recheckSelections(selections: readonly StoredSelection[]): Promise<Recheck> {
  const eventKeys = [...new Set(selections.map((selection) => `${selection.game}/${eventIdOf(selection.selectionId)}`))]
  const events = new Map<string, EventDetailsView | 'missing' | 'unknown'>(
    await Promise.all(
      eventKeys.map(async (key): Promise<[string, EventDetailsView | 'missing' | 'unknown']> => {
        const [game, eventId] = key.split('/') as [string, string]
        try {
          return [key, (await fetchSportsEvent(game as SportsSlug, Number(eventId))) ?? 'missing']
        } catch (error) {
          // The service did not answer, or not as expected: the selection stays, unchecked for now.
          getLogger().error({ err: error }, `bet slip: event ${key} could not be read`)
          return [key, 'unknown']
        }
      }),
    ),
  )
  const recheck: Recheck = { lines: [], dropped: [], unchecked: [] }
  for (const selection of selections) {
    const event = events.get(`${selection.game}/${eventIdOf(selection.selectionId)}`) ?? 'missing'
    if (event === 'unknown') {
      recheck.unchecked.push(selection)
      continue
    }
    const line = event === 'missing' ? null : lineOf(selection, event)
    if (event === 'missing' || !line) {
      recheck.dropped.push({
        selectionId: selection.selectionId,
        eventName: event === 'missing' ? null : event.name,
        pick: null,
        reason: 'unavailable',
      })
    } else if (!isBettingOpen(event, platformNow())) {
      recheck.dropped.push({ selectionId: selection.selectionId, eventName: line.eventName, pick: line.pick, reason: dropReason(event) })
    } else {
      recheck.lines.push(line)
    }
  }
  return recheck
}

/** The slip with what the re-check kept, in the player's order. */
export function keepRechecked(slip: StoredSlip, recheck: Recheck): StoredSlip {
  const dropped = new Set(recheck.dropped.map((entry) => entry.selectionId))
  return { ...slip, selections: slip.selections.filter((selection) => !dropped.has(selection.selectionId)) }
}

export type LoadedSlip = {
  /** Every selection the slip holds (those that could not be checked now included): what the odds buttons show as picked. */
  selectionIds: string[]
  lines: SlipLine[]
  /** Every number ticket the slip holds, by its code (those that could not be checked now included). */
  ticketCodes: string[]
  tickets: SlipTicketLine[]
  /** Tickets moved to their game's next draw since the slip was last shown (their draw closed). */
  moved: MovedTicket[]
  kind: SlipKind
  stake: number | null
  /** The sports games' staking limits; null when the service could not state them now. */
  limits: SlipLimits | null
  dropped: DroppedSelection[]
  /** Tickets the game's rules no longer take, taken off. */
  refused: TicketRecheck['refused']
  unchecked: number
  outcome: SlipOutcome
  /** The idempotency key of this rendering's Place button: a double submit places once; the next rendering has a new one. */
  placeKey: string
}

/**
 * The visitor's slip re-read against its events, for the root loader (every page can show it), with
 * the Set-Cookie to send when selections dropped out or an outcome was shown. Null when the visitor
 * has no slip at all, so pages stay the same for every such visitor (the landing page's memory copy).
 */
export async function loadSlip(request: Request): Promise<{ slip: LoadedSlip | null; setCookie: string | null }> {
  if (!new RegExp(`(?:^|;\\s*)${SLIP_COOKIE}=`).test(request.headers.get('Cookie') ?? '')) return { slip: null, setCookie: null }
  const { session, slip } = await readSlipSession(request)
  const outcome = outcomeSchema.safeParse(session.get(OUTCOME_KEY))
  const shown = outcome.success ? outcome.data : NO_OUTCOME
  const [recheck, tickets, limits] = await Promise.all([
    recheckSelections(slip.selections),
    recheckTickets(slip.tickets),
    slip.selections.length + slip.tickets.length > 0
      ? slipLimitsOf(slip.selections[0]?.game ?? 'virtual-football').catch(() => null)
      : null,
  ])
  const kept = withTickets(keepRechecked(slip, recheck), tickets)
  const ticketsChanged = tickets.moved.length > 0 || tickets.refused.length > 0
  const changed = outcome.success || recheck.dropped.length > 0 || ticketsChanged
  const setCookie = changed ? await commitSlip(session, kept) : null
  if (kept.selections.length === 0 && kept.tickets.length === 0 && recheck.dropped.length === 0 && !ticketsChanged && !outcome.success)
    return { slip: null, setCookie }
  return {
    slip: {
      selectionIds: kept.selections.map((selection) => selection.selectionId),
      lines: recheck.lines,
      ticketCodes: kept.tickets.map(ticketCode),
      tickets: tickets.lines,
      moved: tickets.moved,
      kind: slip.kind,
      stake: slip.stake,
      limits,
      dropped: recheck.dropped,
      refused: tickets.refused,
      unchecked: recheck.unchecked.length + tickets.unchecked.length,
      outcome: shown,
      placeKey: randomUUID(),
    },
    setCookie,
  }
}
