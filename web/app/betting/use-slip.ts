import { useFetcher, useFetchers, useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react'
import { useSyncExternalStore } from 'react'
import type { RootLoaderData } from '#app/root-loader-data.ts'
import type { SlipActionAnswer } from '#app/routes/resources+/slip.tsx'
import { useBeforePaint, useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import type { LoadedSlip } from './slip.server.ts'
import { NO_OUTCOME, type SlipKind, type SlipLine, type SlipOutcome, type SlipTicketLine } from './slip.ts'

/** Where every slip form posts. */
export const SLIP_ACTION = '/resources/slip'

export type SlipView = {
  /** The slip as the server last read it; null when the visitor has none. */
  loaded: LoadedSlip | null
  /** The lines still on the slip once the changes under way are counted. */
  lines: SlipLine[]
  /** The number tickets still on the slip once the changes under way are counted. */
  tickets: SlipTicketLine[]
  kind: SlipKind
  /** How many selections and tickets the slip holds (those the service could not check now included). */
  count: number
  isSelected: (selectionId: string) => boolean
  /** A change to the slip is on its way to the server. */
  busy: boolean
}

/**
 * The bet slip of the root loader (`loadSlip`), with the changes being posted already applied
 * (optimistic UI): an odds button shows picked the moment it is pressed, a removed line leaves at once.
 */
export function useSlip(): SlipView {
  const loaded = useRouteLoaderData<RootLoaderData>('root')?.slip ?? null
  const pending = useFetchers().filter((fetcher) => fetcher.formAction === SLIP_ACTION && fetcher.formData)
  const selected = new Set(loaded?.selectionIds ?? [])
  const tickets = new Set(loaded?.ticketCodes ?? [])
  let kind = loaded?.kind ?? 'single'
  for (const { formData } of pending) {
    const intent = formData!.get('intent')
    const selectionId = String(formData!.get('selectionId'))
    if (intent === 'toggle') {
      if (selected.has(selectionId)) selected.delete(selectionId)
      else selected.add(selectionId)
    } else if (intent === 'remove') {
      selected.delete(selectionId)
    } else if (intent === 'remove-ticket') {
      tickets.delete(String(formData!.get('ticket')))
    } else if (intent === 'clear') {
      selected.clear()
      tickets.clear()
    }
    const pendingKind = formData!.get('kind')
    if (pendingKind === 'single' || pendingKind === 'multiple') kind = pendingKind
  }
  return {
    loaded,
    lines: (loaded?.lines ?? []).filter((line) => selected.has(line.selectionId)),
    tickets: (loaded?.tickets ?? []).filter((ticket) => tickets.has(ticket.code)),
    kind,
    count: selected.size + tickets.size,
    isSelected: (selectionId) => selected.has(selectionId),
    busy: pending.length > 0,
  }
}

/** The outcome of the page's last change to the slip, and the page (its history entry) it was made on. */
type AnsweredOutcome = { outcome: SlipOutcome; locationKey: string }

let answered: AnsweredOutcome | null = null
const outcomeListeners = new Set<() => void>()

function setAnswered(next: AnsweredOutcome) {
  answered = next
  for (const listener of outcomeListeners) listener()
}

function subscribeToAnswered(listener: () => void) {
  outcomeListeners.add(listener)
  return () => void outcomeListeners.delete(listener)
}

/** The stake form's fetcher (update, book, place), watched by the slip panel itself: see `BetSlip`. */
export const STAKE_FETCHER_KEY = 'slip-stake'

/**
 * The fetcher of a slip form (the panel's forms, a price, a number ticket's Add): a change posted puts
 * the last one's outcome away, and its answer's outcome is what the slip tells the player until the
 * next change, whatever the page's other loads bring; a post that needs a player first goes to the
 * login page. The answer is taken by the component holding the fetcher, so one that leaves the page
 * with the change it posts (a removed line) tells nothing, or is watched from higher up.
 */
export function useSlipFetcher(key: string) {
  const fetcher = useFetcher<SlipActionAnswer>({ key })
  const location = useLocation()
  const navigate = useNavigate()
  const submitting = fetcher.state === 'submitting'
  useBeforePaint(() => {
    if (submitting) setAnswered({ outcome: NO_OUTCOME, locationKey: location.key })
  }, [submitting, location.key])
  useFetcherAnswer(fetcher, (answer) => {
    setAnswered({ outcome: answer.outcome, locationKey: location.key })
    if (answer.loginTo) navigate(answer.loginTo)
  })
  return fetcher
}

/**
 * What the slip tells the player now: the outcome of this page's last hydrated change, or else what a
 * plain post (the Book form, a page without JavaScript) left for this rendering.
 */
export function useSlipOutcome(loaded: LoadedSlip | null): SlipOutcome {
  const location = useLocation()
  const last = useSyncExternalStore(
    subscribeToAnswered,
    () => answered,
    () => null,
  )
  if (last && last.locationKey === location.key) return last.outcome
  return loaded?.outcome ?? NO_OUTCOME
}
