import { json, redirect, type ActionFunctionArgs } from '@remix-run/node'
import type { Session } from '@remix-run/node'
import { z } from 'zod'
import { getSessionUser, type SessionUser } from '#app/auth/session.server.ts'
import { bookingCodeField } from '#app/betting/booking.ts'
import { bookingOf, bookSlip, placeBets, slipLimitsOf } from '#app/betting/betting.server.ts'
import { isBettingOpen } from '#app/games/virtual-sports/schedule.ts'
import { fetchSportsEvent } from '#app/games/virtual-sports/sports.server.ts'
import { isSportsSlug, type SportsSlug } from '#app/games/virtual-sports/sports-games.ts'
import {
  commitSlip,
  keepRechecked,
  NO_OUTCOME,
  sportsSlugField,
  readSlipSession,
  recheckSelections,
  type SlipOutcome,
} from '#app/betting/slip.server.ts'
import {
  effectiveKind,
  eventIdOf,
  oddsChanged,
  removeSelection,
  SLIP_KINDS,
  summarise,
  toggleSelection,
  type SlipProblem,
  type StoredSlip,
} from '#app/betting/slip.ts'
import { ENHANCED_FIELD } from '#app/forms/answer.ts'
import { translatorFor } from '#app/forms/forms.server.ts'
import { GAME_ERROR_MESSAGE } from '#app/games/games.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { formatNaira, parseNaira } from '#app/wallet/money.ts'

/** What a hydrated slip form gets back; the slip itself reaches the page through the root loader's revalidation. */
export type SlipActionAnswer = { ok: boolean; loginTo?: string }

const selectionIdField = z.string().refine((value) => eventIdOf(value) !== null)
/** The stake as typed; empty leaves it unset. Checked against the limits when placing. */
const stakeField = z.string().max(20).optional()
const kindField = z.enum(SLIP_KINDS).optional()

const slipForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('toggle'), game: sportsSlugField, selectionId: selectionIdField }),
  z.object({ intent: z.literal('remove'), selectionId: selectionIdField }),
  z.object({ intent: z.literal('clear') }),
  z.object({ intent: z.literal('accept') }),
  z.object({ intent: z.literal('update'), kind: kindField, stake: stakeField }),
  z.object({ intent: z.literal('book') }),
  z.object({ intent: z.literal('place'), kind: kindField, stake: stakeField, idempotencyKey: z.string().uuid() }),
  z.object({ intent: z.literal('load'), code: bookingCodeField }),
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
  const form = await request.formData()
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
    const message = form.get('intent') === 'load' ? t('betSlip.invalidCode') : GAME_ERROR_MESSAGE
    change = { slip, outcome: notice('error', message) }
  } else {
    try {
      change = await applyChange(input.data, slip, { t, user, back, origin: new URL(request.url).origin })
    } catch (error) {
      if (error instanceof Response) throw error
      console.error('/resources/slip: wallet-service call failed', error)
      change = { slip, outcome: notice('error', GAME_ERROR_MESSAGE) }
    }
  }
  return answer(session, change, { enhanced, back })
}

async function answer(session: Session, change: Change, { enhanced, back }: { enhanced: boolean; back: string }) {
  const headers = { 'Set-Cookie': await commitSlip(session, change.slip, change.outcome) }
  if (enhanced)
    return json<SlipActionAnswer>(
      { ok: change.outcome.notices.every((entry) => entry.tone !== 'error'), loginTo: change.loginTo },
      { headers },
    )
  return redirect(change.loginTo ?? back, { headers })
}

const notice = (tone: 'error' | 'info', text: string): SlipOutcome => ({ ...NO_OUTCOME, notices: [{ tone, text }] })

async function applyChange(
  input: SlipForm,
  slip: StoredSlip,
  context: { t: Translate; user: SessionUser | null; back: string; origin: string },
): Promise<Change> {
  const { t } = context
  switch (input.intent) {
    case 'toggle':
      return toggle(slip, input.game, input.selectionId, t)
    case 'remove':
      return { slip: removeSelection(slip, input.selectionId), outcome: NO_OUTCOME }
    case 'clear':
      return { slip: { ...slip, selections: [] }, outcome: NO_OUTCOME }
    case 'accept':
      return acceptOdds(slip)
    case 'update':
      return withStakeAndKind(slip, input, t)
    case 'book':
      return book(slip, context.origin, t)
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
  if (!isBettingOpen(event, Date.now())) return { slip, outcome: notice('error', t('betSlip.eventClosed', { event: event.name })) }
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

function withStakeAndKind(slip: StoredSlip, input: { kind?: StoredSlip['kind']; stake?: string }, t: Translate): Change {
  const kind = input.kind ?? slip.kind
  if (input.stake === undefined || input.stake.trim() === '') return { slip: { ...slip, kind }, outcome: NO_OUTCOME }
  const stake = parseNaira(input.stake)
  if (stake === null || stake <= 0) return { slip: { ...slip, kind }, outcome: notice('error', t('betSlip.invalidStake')) }
  return { slip: { ...slip, kind, stake }, outcome: NO_OUTCOME }
}

async function book(slip: StoredSlip, origin: string, t: Translate): Promise<Change> {
  if (slip.selections.length === 0) return { slip, outcome: notice('error', t('betSlip.empty')) }
  const booked = await bookSlip(slip.selections.map((selection) => selection.selectionId))
  if (booked.status !== 200 || !booked.data?.data) return { slip, outcome: notice('error', booked.message || GAME_ERROR_MESSAGE) }
  const { code } = booked.data.data
  return { slip, outcome: { ...NO_OUTCOME, booked: { code, shareUrl: new URL(`/booking/${code}`, origin).href } } }
}

/** A booking code replaces the slip with its selections still open, at today's odds; what changed is said. */
async function load(slip: StoredSlip, code: string, t: Translate): Promise<Change> {
  const booking = await bookingOf(code)
  if (booking.status === 404) return { slip, outcome: notice('error', t('betSlip.unknownCode', { code })) }
  if (booking.status !== 200 || !booking.data?.data) return { slip, outcome: notice('error', booking.message || GAME_ERROR_MESSAGE) }
  const { selections, dropped } = booking.data.data
  const loaded = selections.flatMap((selection) =>
    isSportsSlug(selection.game) ? [{ selectionId: selection.selectionId, game: selection.game, odds: selection.odds }] : [],
  )
  const droppedCount = dropped + selections.length - loaded.length
  const notices: SlipOutcome['notices'] = [{ tone: 'info', text: t('betSlip.loaded', { code, count: loaded.length }) }]
  if (droppedCount > 0) notices.push({ tone: 'info', text: t('betSlip.droppedOnLoad', { count: droppedCount }) })
  return { slip: { ...slip, selections: loaded }, outcome: { ...NO_OUTCOME, notices } }
}

async function place(slip: StoredSlip, user: SessionUser, idempotencyKey: string, t: Translate): Promise<Change> {
  const recheck = await recheckSelections(slip.selections)
  const kept = keepRechecked(slip, recheck)
  if (recheck.dropped.length > 0 || recheck.unchecked.length > 0) {
    // The player is shown the slip as it is now before any money moves.
    return { slip: kept, outcome: notice('error', t('betSlip.changedBeforePlacing')) }
  }
  if (recheck.lines.some(oddsChanged)) return { slip: kept, outcome: notice('error', t('betSlip.acceptFirst')) }
  const limits = await slipLimitsOf(kept.selections[0]?.game ?? 'virtual-football')
  const summary = summarise(recheck.lines, kept.kind, kept.stake, limits ?? {})
  const problem = summary.problems[0]
  if (problem) return { slip: kept, outcome: notice('error', problemText(problem, limits, t)) }
  const placed = await placeBets(user.token, {
    stake: kept.stake!,
    selections: recheck.lines.map((line) => line.selectionId),
    odds: recheck.lines.map((line) => line.addedOdds),
    kind: effectiveKind(
      kept.kind,
      recheck.lines.map((line) => line.selectionId),
    ),
    idempotencyKey,
  })
  const data = placed.data?.data
  if (placed.status === 200 && data && 'betIds' in data) {
    return {
      slip: { ...kept, selections: [] },
      outcome: { ...NO_OUTCOME, placed: { betIds: data.betIds, totalStake: summary.totalStake, potentialWin: data.potentialWin } },
    }
  }
  // ODDS_CHANGED and every other refusal: the service's own words; the next rendering shows the new odds to accept.
  return { slip: kept, outcome: notice('error', placed.message || GAME_ERROR_MESSAGE) }
}

function problemText(problem: SlipProblem, limits: Awaited<ReturnType<typeof slipLimitsOf>>, t: Translate): string {
  switch (problem) {
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
