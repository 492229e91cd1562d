import { json, redirect, type ActionFunctionArgs } from '@remix-run/node'
import type { Session } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser, type SessionUser } from '#app/accounts/session.server.ts'
import { bookingCodeField } from '#app/betting/booking.ts'
import type { BookedTicket } from '@9ja/contract'
import { bookingOf, bookSlip, placeBets, slipLimitsOf } from '#app/betting/betting.server.ts'
import {
  MAX_STORED_TICKETS,
  numberSlugField,
  placeSlipTickets,
  recheckTickets,
  storedTicketSchema,
  ticketCode,
  withTickets,
} from '#app/betting/slip-tickets.server.ts'
import { nextOpenDraw } from '#app/games/numbers/draw-schedule.ts'
import { kindName, ticketNumbers } from '#app/games/numbers/kind-names.ts'
import { findCatalogGame } from '#app/games/catalog-games.server.ts'
import { fetchNumberDraws, rulesOf } from '#app/games/numbers/numbers.server.ts'
import { readBuilder, ticketOf } from '#app/games/numbers/ticket-builder.ts'
import { isBettingOpen } from '#app/games/scheduled/schedule.ts'
import { fetchSportsEvent } from '#app/games/virtual-sports/sports.server.ts'
import { isSportsSlug, type SportsSlug } from '#app/games/virtual-sports/sports-games.ts'
import { commitSlip, keepRechecked, sportsSlugField, readSlipSession, recheckSelections } from '#app/betting/slip.server.ts'
import {
  addNaira,
  droppedText,
  effectiveKind,
  eventIdOf,
  NO_OUTCOME,
  oddsChanged,
  removeSelection,
  SLIP_KINDS,
  summarise,
  ticketStakeText,
  toggleSelection,
  type DroppedSelection,
  type PlacedBets,
  type SlipLine,
  type SlipOutcome,
  type SlipProblem,
  type SlipSummary,
  type StoredSlip,
  type StoredTicket,
} from '#app/betting/slip.ts'
import { ENHANCED_FIELD } from '#app/forms/answer.ts'
import { readFormData, translatorFor } from '#app/forms/forms.server.ts'
import { gameErrorMessage } from '#app/games/games.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { parseNaira } from '#app/wallet/money.ts'
import { platformNow } from '#app/utils/clock.server.ts'
import { getLogger } from '#app/utils/logger.server.ts'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * What a hydrated slip form gets back: what to tell the player (shown by the slip until the next change),
 * and where to log in first. The slip itself reaches the page through the root loader's revalidation.
 */
export type SlipActionAnswer = { ok: boolean; outcome: SlipOutcome; loginTo?: string }

const selectionIdField = z.string().refine((value) => eventIdOf(value) !== null)
/** The stake as typed; empty leaves it unset. Checked against the limits when placing. */
const stakeField = z.string().max(20).optional()
const kindField = z.enum(SLIP_KINDS).optional()

/**
 * The panel's own small forms (remove, clear, accept) carry the stake and kind as typed: leaving the stake
 * field for one of their buttons then saves both in that one post, where a second post of its own (the field's
 * "update" on blur) would race it, each answering with the slip it read, and the later answer undoing the other.
 */
const typedStake = { kind: kindField, stake: stakeField }

const slipForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('toggle'), game: sportsSlugField, selectionId: selectionIdField }),
  z.object({ intent: z.literal('remove'), selectionId: selectionIdField, ...typedStake }),
  z.object({ intent: z.literal('clear'), ...typedStake }),
  z.object({ intent: z.literal('accept'), ...typedStake }),
  z.object({ intent: z.literal('update'), kind: kindField, stake: stakeField }),
  z.object({ intent: z.literal('book'), kind: kindField, stake: stakeField }),
  z.object({ intent: z.literal('place'), kind: kindField, stake: stakeField, idempotencyKey: z.string().uuid() }),
  z.object({ intent: z.literal('load'), code: bookingCodeField }),
  // The ticket's numbers (`pick`, `against`, repeated) are read from the form itself: see addTicket.
  z.object({ intent: z.literal('add-ticket'), game: numberSlugField, drawId: z.coerce.number().int().positive().optional() }),
  z.object({ intent: z.literal('remove-ticket'), ticket: z.string().max(80), ...typedStake }),
])
type SlipForm = z.infer<typeof slipForm>
type Translate = Awaited<ReturnType<typeof translatorFor>>

/** The new slip and what the next rendering of it tells the player. */
type Change = { slip: StoredSlip; outcome: SlipOutcome; loginTo?: string }

/**
 * Every change to the bet slip: the odds buttons, the panel's forms and every Book input post here.
 * A plain HTML post is redirected back to the page it came from (`redirectTo`); a hydrated page's
 * fetcher gets a small JSON answer and its loaders revalidate. Refused input changes nothing and says why.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const enhanced = form.get(ENHANCED_FIELD) === 'true'
  const back = safeRedirectPath(form.get('redirectTo'), '/home')
  const [{ session, slip }, t, user] = await Promise.all([
    readSlipSession(request),
    translatorFor(request, 'common'),
    getSessionUser(request),
  ])
  const input = slipForm.safeParse(Object.fromEntries(form))
  let change: Change
  if (!input.success) {
    const message = form.get('intent') === 'load' ? t('betSlip.invalidCode') : await gameErrorMessage()
    change = { slip, outcome: notice('error', message) }
  } else {
    try {
      change = await applyChange(input.data, slip, { t, user, back, origin: new URL(request.url).origin, form })
    } catch (error) {
      if (error instanceof Response) throw error
      getLogger().error({ err: error }, '/resources/slip: wallet-service call failed')
      change = { slip, outcome: notice('error', await gameErrorMessage()) }
    }
  }
  return answer(session, change, { enhanced, back })
}

/**
 * A hydrated page's fetcher gets the outcome in its answer. Only a plain post's outcome waits in the
 * cookie for the page it is sent back to: a flash is read by the first load that comes, and on a
 * hydrated page that may be another of its loads (a game page reloads its data when betting closes)
 * whose answer the fetcher's own revalidation then replaces, taking a placed bet's confirmation with it.
 */
async function answer(session: Session, change: Change, { enhanced, back }: { enhanced: boolean; back: string }) {
  if (enhanced) {
    const headers = { 'Set-Cookie': await commitSlip(session, change.slip) }
    const ok = change.outcome.notices.every((entry) => entry.tone !== 'error')
    return json<SlipActionAnswer>({ ok, outcome: change.outcome, loginTo: change.loginTo }, { headers })
  }
  const headers = { 'Set-Cookie': await commitSlip(session, change.slip, change.outcome) }
  return redirect(change.loginTo ?? back, { headers })
}

const notice = (tone: 'error' | 'info', text: string): SlipOutcome => ({ ...NO_OUTCOME, notices: [{ tone, text }] })

async function applyChange(
  input: SlipForm,
  slip: StoredSlip,
  context: { t: Translate; user: SessionUser | null; back: string; origin: string; form: FormData },
): Promise<Change> {
  const { t } = context
  switch (input.intent) {
    case 'toggle':
      return toggle(slip, input.game, input.selectionId, t)
    case 'remove':
      return afterTypedStake(slip, input, t, (typed) => ({ slip: removeSelection(typed, input.selectionId), outcome: NO_OUTCOME }))
    case 'clear':
      return afterTypedStake(slip, input, t, (typed) => ({ slip: { ...typed, selections: [], tickets: [] }, outcome: NO_OUTCOME }))
    case 'add-ticket':
      return addTicket(slip, input.game, input.drawId, context.form, t)
    case 'remove-ticket':
      return afterTypedStake(slip, input, t, (typed) => ({
        slip: { ...typed, tickets: typed.tickets.filter((ticket) => ticketCode(ticket) !== input.ticket) },
        outcome: NO_OUTCOME,
      }))
    case 'accept':
      return afterTypedStake(slip, input, t, acceptOdds)
    case 'update':
      return withStakeAndKind(slip, input, t)
    case 'book': {
      // The code is of the slip as it stands on screen: a stake typed just before Book is in it.
      const updated = withStakeAndKind(slip, input, t)
      if (updated.outcome.notices.length > 0) return updated
      return book(updated.slip, context.origin, t)
    }
    case 'load':
      return load(slip, input.code, t)
    case 'place': {
      if (!context.user) return { slip, outcome: NO_OUTCOME, loginTo: `/login?from=${encodeURIComponent(context.back)}` }
      const updated = withStakeAndKind(slip, input, t)
      if (updated.outcome.notices.length > 0) return updated
      return place(updated.slip, context.user, input.idempotencyKey, t)
    }
  }
}

async function toggle(slip: StoredSlip, game: SportsSlug, selectionId: string, t: Translate): Promise<Change> {
  if (slip.selections.some((entry) => entry.selectionId === selectionId)) {
    return { slip: removeSelection(slip, selectionId), outcome: NO_OUTCOME }
  }
  const [event, limits] = await Promise.all([fetchSportsEvent(game, eventIdOf(selectionId)!), slipLimitsOf(game)])
  const offered = event?.markets.flatMap((market) => market.selections).find((entry) => entry.selectionId === selectionId)
  if (!event || !offered) return { slip, outcome: notice('error', t('betSlip.selectionUnknown')) }
  if (!isBettingOpen(event, platformNow())) return { slip, outcome: notice('error', t('betSlip.eventClosed', { event: event.name })) }
  const toggled = toggleSelection(slip, { selectionId, game, odds: offered.odds }, limits?.maxSelections)
  if (toggled.refused) return { slip, outcome: notice('error', t('betSlip.tooMany', { count: limits?.maxSelections })) }
  return { slip: toggled.slip, outcome: NO_OUTCOME }
}

/** The odds now on screen become the ones the player takes. */
async function acceptOdds(slip: StoredSlip): Promise<Change> {
  const recheck = await recheckSelections(slip.selections)
  const current = new Map(recheck.lines.map((line) => [line.selectionId, line.odds]))
  const kept = keepRechecked(slip, recheck)
  return {
    slip: {
      ...kept,
      selections: kept.selections.map((selection) => ({ ...selection, odds: current.get(selection.selectionId) ?? selection.odds })),
    },
    outcome: NO_OUTCOME,
  }
}

/** A panel form's change, made after the stake and kind it carries are saved; a stake it cannot read is said, and the change still made. */
async function afterTypedStake(
  slip: StoredSlip,
  input: { kind?: StoredSlip['kind']; stake?: string },
  t: Translate,
  change: (typed: StoredSlip) => Change | Promise<Change>,
): Promise<Change> {
  const typed = withStakeAndKind(slip, input, t)
  const changed = await change(typed.slip)
  return { ...changed, outcome: { ...changed.outcome, notices: [...typed.outcome.notices, ...changed.outcome.notices] } }
}

function withStakeAndKind(slip: StoredSlip, input: { kind?: StoredSlip['kind']; stake?: string }, t: Translate): Change {
  const kind = input.kind ?? slip.kind
  if (input.stake === undefined || input.stake.trim() === '') return { slip: { ...slip, kind }, outcome: NO_OUTCOME }
  const stake = parseNaira(input.stake)
  if (stake === null || stake <= 0) return { slip: { ...slip, kind }, outcome: notice('error', t('betSlip.invalidStake')) }
  return { slip: { ...slip, kind, stake }, outcome: NO_OUTCOME }
}

async function book(slip: StoredSlip, origin: string, t: Translate): Promise<Change> {
  if (slip.selections.length === 0 && slip.tickets.length === 0) return { slip, outcome: notice('error', t('betSlip.empty')) }
  // Number tickets are booked without their draw: loading the code puts each on its game's next draw.
  const booked = await bookSlip({
    selections: [...slip.selections.map((selection) => selection.selectionId), ...slip.tickets.map(ticketCode)],
    kind: slip.kind,
    stake: slip.stake,
  })
  if (booked.status !== 200 || !booked.data?.data) return { slip, outcome: notice('error', booked.message || (await gameErrorMessage())) }
  const { code } = booked.data.data
  return { slip, outcome: { ...NO_OUTCOME, booked: { code, shareUrl: new URL(`/booking/${code}`, origin).href } } }
}

/**
 * A booking code replaces the slip with the slip as it was booked (singles or a multiple, its stake)
 * and its selections still open, at today's odds; each one left out is named.
 */
async function load(slip: StoredSlip, code: string, t: Translate): Promise<Change> {
  const booking = await bookingOf(code)
  if (booking.status === 404) return { slip, outcome: notice('error', t('betSlip.unknownCode', { code })) }
  if (booking.status !== 200 || !booking.data?.data)
    return { slip, outcome: notice('error', booking.message || (await gameErrorMessage())) }
  const { selections, dropped, kind, stake } = booking.data.data
  const loaded = selections.flatMap((selection) =>
    'odds' in selection && isSportsSlug(selection.game)
      ? [{ selectionId: selection.selectionId, game: selection.game, odds: selection.odds }]
      : [],
  )
  const tickets = selections.flatMap((selection) => ('drawId' in selection ? bookedTicket(selection) : []))
  const count = loaded.length + tickets.length
  const leftOut: DroppedSelection[] = dropped.map((entry) => ({
    selectionId: entry.selectionId,
    eventName: entry.event,
    pick: entry.name,
    reason: entry.reason,
  }))
  // A selection of a game this site does not offer comes back open but cannot go on the slip: said too.
  if (count < selections.length) leftOut.push({ selectionId: '', eventName: null, pick: null, reason: 'unavailable' })
  const notices: SlipOutcome['notices'] = [
    { tone: 'info', text: t('betSlip.loaded', { code, count }) },
    ...leftOut.map((entry) => ({ tone: 'info' as const, text: droppedText(entry, t) })),
  ]
  return { slip: { ...slip, selections: loaded, tickets, kind, stake }, outcome: { ...NO_OUTCOME, notices } }
}

/** A booked ticket as the slip keeps it, on the draw the booking put it on (the game's next); none when it is not one of ours. */
function bookedTicket(selection: BookedTicket): StoredTicket[] {
  const stored = storedTicketSchema.safeParse({
    game: selection.game,
    kind: selection.kind,
    picks: selection.picks,
    ...(selection.against?.length ? { against: selection.against } : {}),
    drawId: selection.drawId,
  })
  return stored.success ? [stored.data] : []
}

/**
 * A ticket from a number game's builder onto the slip, checked by the game's rules, on the game's
 * next draw taking bets (the player is told when the draw they saw has closed meanwhile). A stake
 * typed in the builder becomes the slip's stake per line.
 */
async function addTicket(slip: StoredSlip, slug: string, seenDrawId: number | undefined, form: FormData, t: Translate): Promise<Change> {
  const game = await findCatalogGame('number', slug)
  if (!game) return { slip, outcome: notice('error', t('betSlip.noDrawOpen', { game: slug })) }
  const draws = await fetchNumberDraws(game.slug)
  const rules = rulesOf(draws)
  if (!rules) return { slip, outcome: notice('error', t('betSlip.noDrawOpen', { game: game.title })) }
  const builder = readBuilder(rules, form)
  const { ticket, check } = ticketOf(rules, builder)
  if (!check.ok) return { slip, outcome: notice('error', check.message || t('betSlip.pickNumbers')) }
  const draw = nextOpenDraw(draws, platformNow())
  if (!draw) return { slip, outcome: notice('error', t('betSlip.noDrawOpen', { game: game.title })) }
  const stored: StoredTicket = { game: game.slug, kind: check.ticket.kind, picks: [...check.ticket.picks], drawId: draw.drawId }
  if (check.ticket.against?.length) stored.against = [...check.ticket.against]
  if (slip.tickets.some((entry) => ticketCode(entry) === ticketCode(stored))) {
    return { slip, outcome: notice('info', t('betSlip.ticketAlreadyOn')) }
  }
  if (slip.tickets.length >= MAX_STORED_TICKETS)
    return { slip, outcome: notice('error', t('betSlip.tooManyTickets', { count: MAX_STORED_TICKETS })) }
  const staked = draws.jackpot ? { slip, outcome: NO_OUTCOME } : withStakeAndKind(slip, { stake: builder.stake }, t)
  if (staked.outcome.notices.length > 0) return staked
  const notices: SlipOutcome['notices'] = [{ tone: 'info', text: t('betSlip.ticketAdded', { ticket: ticketText(ticket, t) }) }]
  if (seenDrawId !== undefined && seenDrawId !== draw.drawId) {
    notices.push({ tone: 'info', text: t('betSlip.ticketOnNextDraw', { to: draw.number }) })
  }
  return { slip: { ...staked.slip, tickets: [...staked.slip.tickets, stored] }, outcome: { ...NO_OUTCOME, notices } }
}

const ticketText = (ticket: { kind: string; picks: readonly number[]; against?: readonly number[] | null }, t: Translate) =>
  `${kindName(t, ticket.kind)} · ${ticketNumbers(t, ticket)}`

/**
 * Places the slip: its sports selections and its number tickets are separate requests (the
 * service takes one kind of slip per request), each all or nothing; the player is told what each
 * part did, and what was not placed stays on the slip.
 */
async function place(slip: StoredSlip, user: SessionUser, idempotencyKey: string, t: Translate): Promise<Change> {
  const [recheck, tickets] = await Promise.all([recheckSelections(slip.selections), recheckTickets(slip.tickets)])
  const kept = withTickets(keepRechecked(slip, recheck), tickets)
  const ticketsChanged = tickets.moved.length > 0 || tickets.refused.length > 0 || tickets.unchecked.length > 0
  if (recheck.dropped.length > 0 || recheck.unchecked.length > 0 || ticketsChanged) {
    // The player is shown the slip as it is now before any money moves.
    return { slip: kept, outcome: notice('error', t('betSlip.changedBeforePlacing')) }
  }
  if (recheck.lines.some(oddsChanged)) return { slip: kept, outcome: notice('error', t('betSlip.acceptFirst')) }
  const limits = await slipLimitsOf(kept.selections[0]?.game ?? 'virtual-football')
  const summary = summarise(recheck.lines, kept.kind, kept.stake, limits ?? {}, tickets.lines)
  const problem = summary.problems[0]
  if (problem) return { slip: kept, outcome: notice('error', problemText(problem, limits, summary, t)) }
  const [sports, numbers] = await Promise.all([
    recheck.lines.length > 0 ? placeSports(recheck.lines, kept, user, idempotencyKey) : null,
    tickets.lines.length > 0 ? placeSlipTickets(user.token, tickets.lines, kept.tickets, kept.stake, idempotencyKey) : null,
  ])
  const placed = [sports?.placed, numbers?.placed].filter((part): part is PlacedBets => part !== null && part !== undefined)
  const notices: SlipOutcome['notices'] = []
  // A slip of both kinds says which part a refusal was of.
  const both = sports !== null && numbers !== null
  if (sports?.refusal)
    notices.push({ tone: 'error', text: both ? t('betSlip.sportsRefused', { message: sports.refusal }) : sports.refusal })
  if (numbers?.refusal)
    notices.push({ tone: 'error', text: both ? t('betSlip.ticketsRefused', { message: numbers.refusal }) : numbers.refusal })
  return {
    slip: { ...kept, selections: sports?.placed ? [] : kept.selections, tickets: numbers ? numbers.left : kept.tickets },
    outcome: {
      ...NO_OUTCOME,
      notices,
      placed:
        placed.length === 0
          ? null
          : {
              betIds: placed.flatMap((part) => part.betIds),
              totalStake: placed.reduce((sum, part) => addNaira(sum, part.totalStake), 0),
              potentialWin: placed.reduce((sum, part) => addNaira(sum, part.potentialWin), 0),
            },
    },
  }
}

/** The sports selections: one bet per selection as singles, one multiple otherwise, at the odds the player took. */
async function placeSports(
  lines: SlipLine[],
  slip: StoredSlip,
  user: SessionUser,
  idempotencyKey: string,
): Promise<{ placed: PlacedBets | null; refusal: string | null }> {
  const kind = effectiveKind(
    slip.kind,
    lines.map((line) => line.selectionId),
  )
  const placed = await placeBets(user.token, {
    stake: slip.stake!,
    selections: lines.map((line) => line.selectionId),
    odds: lines.map((line) => line.addedOdds),
    kind,
    idempotencyKey,
  })
  const data = placed.data?.data
  if (placed.status === 200 && data && 'betIds' in data) {
    const bets = kind === 'single' ? lines.length : 1
    return {
      placed: { betIds: data.betIds, totalStake: (Math.round(slip.stake! * 100) * bets) / 100, potentialWin: data.potentialWin },
      refusal: null,
    }
  }
  // ODDS_CHANGED and every other refusal: the service's own words; the next rendering shows the new odds to accept.
  return { placed: null, refusal: placed.message || (await gameErrorMessage()) }
}

function problemText(problem: SlipProblem, limits: Awaited<ReturnType<typeof slipLimitsOf>>, summary: SlipSummary, t: Translate): string {
  switch (problem) {
    case 'ticket-stake':
      return ticketStakeText(summary.ticketStakes[0]!, t)
    case 'stake-too-low':
      return t('betSlip.stakeTooLow', { amount: formatNaira(limits?.minStake ?? 0) })
    case 'stake-too-high':
      return t('betSlip.stakeTooHigh', { amount: formatNaira(limits?.maxStake ?? 0) })
    case 'too-many':
      return t('betSlip.tooMany', { count: limits?.maxSelections })
    case 'empty':
      return t('betSlip.empty')
    default:
      return t('betSlip.enterStake')
  }
}
