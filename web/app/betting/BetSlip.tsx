import { Link, useFetcher, useLocation, useRouteLoaderData } from '@remix-run/react'
import { createContext, useContext, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { notifyWalletChanged } from '#app/wallet/WalletBalanceButton.tsx'
import { EnhancedField } from '#app/forms/enhanced-form.tsx'
import type { RootLoaderData } from '#app/root-loader-data.ts'
import { formatNaira, parseNaira } from '#app/wallet/money.ts'
import { SlipReturnField } from './OddsButton.tsx'
import type { LoadedSlip } from './slip.server.ts'
import { kindName, ticketNumbers } from '#app/games/numbers/kind-names.ts'
import {
  combinedOdds,
  droppedText,
  multipleBlocker,
  oddsChanged,
  summarise,
  ticketStakeText,
  type SlipLimits,
  type SlipLine,
  type SlipOutcome,
  type SlipProblem,
  type SlipSummary,
  type SlipTicketLine,
} from './slip.ts'
import type { SlipActionAnswer } from '#app/routes/resources+/slip.tsx'
import { SLIP_ACTION, STAKE_FETCHER_KEY, useSlip, useSlipFetcher, useSlipOutcome } from './use-slip.ts'

/**
 * The bet slip panel (home side panel, the sports page, the virtual sports pages): the selections
 * with their odds (moved odds shown old -> new, to be accepted before placing), singles or a
 * multiple, the stake per bet, total stake and potential win under the limits the games state, then
 * Place Bet and Book. Every control is a form posted to /resources/slip, so the panel works before
 * and without JavaScript; hydrated, the same forms go through fetchers.
 */
export function BetSlip() {
  const { t } = useTranslation()
  const slip = useSlip()
  const loaded = slip.loaded
  const titleId = useId()
  // Placing the slip's last bets takes the stake form off the panel before its answer comes: the panel takes it.
  useSlipFetcher(STAKE_FETCHER_KEY)
  const outcome = useSlipOutcome(loaded)
  return (
    <section className="panel-card bet-slip" aria-labelledby={titleId} data-testid="bet-slip">
      <h2 className="panel-title" id={titleId}>
        {t('home.betSlip')}
        {slip.count > 0 ? <span className="bet-slip-count">{slip.count}</span> : null}
      </h2>
      <SlipOutcomes outcome={outcome} loaded={loaded} />
      {slip.lines.length === 0 && slip.tickets.length === 0 ? (
        <p className="muted">{t('home.betSlipEmpty')}</p>
      ) : (
        <SlipContents lines={slip.lines} tickets={slip.tickets} loaded={loaded!} kind={slip.kind} />
      )}
      {loaded && loaded.unchecked > 0 ? <p className="muted">{t('betSlip.unchecked', { count: loaded.unchecked })}</p> : null}
    </section>
  )
}

/** What the last change to the slip has to say (messages, bets placed, a code booked), and what its re-reading changed. */
function SlipOutcomes({ outcome, loaded }: { outcome: SlipOutcome; loaded: LoadedSlip | null }) {
  const { t } = useTranslation()
  const placed = outcome.placed
  const placedRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!placed) return
    notifyWalletChanged()
    // The placed lines and the stake form leave the slip, so the page shortens under the player: the
    // confirmation is kept where they were looking instead of ending up above the top of the screen.
    placedRef.current?.scrollIntoView({ block: 'nearest' })
  }, [placed])
  return (
    <>
      {outcome.notices.map((notice) => (
        <p key={notice.text} className={`slip-notice slip-notice-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ))}
      {loaded?.dropped.map((entry) => (
        <p key={entry.selectionId} className="slip-notice slip-notice-info" role="status">
          {droppedText(entry, t)}
        </p>
      ))}
      {loaded?.moved.map((entry) => (
        <p key={entry.code} className="slip-notice slip-notice-info" role="status" data-testid="slip-ticket-moved">
          {t('betSlip.ticketMoved', { game: entry.gameTitle, to: entry.to })}
        </p>
      ))}
      {loaded?.refused.map((entry) => (
        <p key={entry.code} className="slip-notice slip-notice-info" role="status">
          {t('betSlip.ticketRefused', { game: entry.gameTitle })}
        </p>
      ))}
      {placed ? (
        <div className="slip-placed" role="status" data-testid="slip-placed" ref={placedRef}>
          <p>
            <strong>{t('betSlip.placed', { count: placed.betIds.length })}</strong>{' '}
            {t('betSlip.placedSummary', { stake: formatNaira(placed.totalStake), win: formatNaira(placed.potentialWin) })}
          </p>
          <ul className="slip-bet-ids">
            {placed.betIds.map((betId) => (
              <li key={betId}>
                <Link to={`/check-bet/${betId}`} data-testid="placed-bet-id">
                  {betId}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/dashboard/bets">{t('betSlip.myBets')}</Link>
        </div>
      ) : null}
      {outcome.booked ? <BookedCode code={outcome.booked.code} shareUrl={outcome.booked.shareUrl} /> : null}
    </>
  )
}

/** A booked code: shown to copy (or select, without JavaScript) and shared on WhatsApp with a link that loads it. */
function BookedCode({ code, shareUrl }: { code: string; shareUrl: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      showToast({ type: 'success', description: t('betSlip.codeCopied') })
    } catch {
      showToast({ type: 'error', description: t('betSlip.copyFailed') })
    }
  }
  const message = t('betSlip.shareText', { code, url: shareUrl })
  return (
    <div className="slip-booked" data-testid="slip-booked">
      <p>{t('betSlip.booked')}</p>
      <p className="slip-code" data-testid="booking-code">
        {code}
      </p>
      <div className="slip-actions">
        {hydrated ? (
          <button type="button" className="button button-outline" onClick={copy}>
            {t('betSlip.copy')}
          </button>
        ) : null}
        <a className="button" href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
          {t('betSlip.shareWhatsApp')}
        </a>
      </div>
    </div>
  )
}

/** Hidden fields every slip form carries: where a plain post comes back to, and whether the page is hydrated. */
function SlipFormFields({ intent }: { intent?: string }) {
  return (
    <>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <SlipReturnField />
      <EnhancedField />
    </>
  )
}

const STAKE_PROBLEMS: readonly SlipProblem[] = ['no-stake', 'stake-too-low', 'stake-too-high', 'ticket-stake']

const limitsOf = (loaded: LoadedSlip): SlipLimits => loaded.limits ?? {}

/** What the slip holds once the changes under way are counted: its selections, its number tickets, its kind. */
type SlipHolding = { lines: SlipLine[]; tickets: SlipTicketLine[]; loaded: LoadedSlip; kind: LoadedSlip['kind'] }

/** The stake and kind as the player has them in the panel, typed but maybe not yet saved. */
type TypedStake = { stakeText: string; kind: LoadedSlip['kind'] }

/** What the panel's small forms carry (see SlipForm); absent outside a slip with something on it. */
const TypedStakeContext = createContext<TypedStake | null>(null)

/** The forms whose post carries the typed stake: leaving the stake field for one of their buttons saves nothing on its own. */
const CARRIES_STAKE = 'data-carries-stake'

function SlipContents({ lines, tickets, loaded, kind }: SlipHolding) {
  const { t } = useTranslation()
  const changed = lines.filter(oddsChanged)
  // The player's own choices show at once; a change saved elsewhere shows once the slip is re-read.
  const [stakeText, setStakeText] = useSavedChoice(loaded.stake === null ? '' : String(loaded.stake))
  const [chosenKind, setChosenKind] = useSavedChoice(kind)
  return (
    <TypedStakeContext.Provider value={{ stakeText, kind: chosenKind }}>
      <ul className="slip-lines" data-testid="slip-lines">
        {lines.map((line) => (
          <SlipLineItem key={line.selectionId} line={line} />
        ))}
        {tickets.map((ticket) => (
          <SlipTicketItem key={ticket.code} ticket={ticket} />
        ))}
      </ul>
      {changed.length > 0 ? (
        <SlipForm intent="accept" className="slip-accept">
          <p role="alert">{t('betSlip.oddsChanged', { count: changed.length })}</p>
          <button type="submit" className="button" data-testid="accept-odds">
            {t('betSlip.acceptOdds')}
          </button>
        </SlipForm>
      ) : null}
      <StakeForm
        lines={lines}
        tickets={tickets}
        loaded={loaded}
        stakeText={stakeText}
        setStakeText={setStakeText}
        chosenKind={chosenKind}
        setChosenKind={setChosenKind}
      />
      <SlipForm intent="clear" className="slip-clear">
        <button type="submit" className="link-button">
          {t('betSlip.clear')}
        </button>
      </SlipForm>
    </TypedStakeContext.Provider>
  )
}

/**
 * A small slip form (remove, clear, accept): its own fetcher, so several can be under way at once. It
 * carries the stake and kind as typed, saved with its change in one post (see the stake field's blur).
 */
function SlipForm({
  intent,
  className,
  children,
  fetcherKey,
}: {
  intent: string
  className?: string
  children: ReactNode
  fetcherKey?: string
}) {
  const fetcher = useSlipFetcher(fetcherKey ?? `slip-${intent}`)
  const typed = useContext(TypedStakeContext)
  return (
    <fetcher.Form method="post" action={SLIP_ACTION} className={className} {...{ [CARRIES_STAKE]: true }}>
      <SlipFormFields intent={intent} />
      {typed ? (
        <>
          <input type="hidden" name="stake" value={typed.stakeText} />
          <input type="hidden" name="kind" value={typed.kind} />
        </>
      ) : null}
      {children}
    </fetcher.Form>
  )
}

function SlipLineItem({ line }: { line: SlipLine }) {
  const { t } = useTranslation()
  return (
    <li className="slip-line" data-testid="slip-line" data-selection-id={line.selectionId}>
      <div className="slip-line-text">
        <span className="slip-pick">{line.pick}</span>
        <span className="slip-market muted">{line.market}</span>
        <span className="slip-event muted">{line.eventName}</span>
      </div>
      <span className="slip-odds" data-testid="slip-odds">
        {oddsChanged(line) ? (
          <>
            <s aria-hidden="true">{line.addedOdds.toFixed(2)}</s>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden">{t('betSlip.oddsMoved', { from: line.addedOdds.toFixed(2), to: line.odds.toFixed(2) })}</span>
            <strong aria-hidden="true">{line.odds.toFixed(2)}</strong>
          </>
        ) : (
          line.odds.toFixed(2)
        )}
      </span>
      <SlipForm intent="remove" fetcherKey={`slip-remove:${line.selectionId}`}>
        <input type="hidden" name="selectionId" value={line.selectionId} />
        <button type="submit" className="slip-remove" aria-label={t('betSlip.remove', { pick: line.pick })}>
          ×
        </button>
      </SlipForm>
    </li>
  )
}

/** A number ticket: its kind and numbers, its lines, its game and the draw it goes to; always a single. */
function SlipTicketItem({ ticket }: { ticket: SlipTicketLine }) {
  const { t } = useTranslation()
  const text = `${kindName(t, ticket.kind)} · ${ticketNumbers(t, ticket)}`
  return (
    <li className="slip-line slip-ticket" data-testid="slip-ticket" data-ticket={ticket.code} data-draw-id={ticket.drawId}>
      <div className="slip-line-text">
        <span className="slip-pick">
          {text} · {t('betSlip.ticketLines', { count: ticket.lines })}
        </span>
        <span className="slip-market muted">{ticket.gameTitle}</span>
        <span className="slip-event muted">{t('betSlip.ticketDraw', { number: ticket.drawNumber })}</span>
      </div>
      <SlipForm intent="remove-ticket" fetcherKey={`slip-remove-ticket:${ticket.code}`}>
        <input type="hidden" name="ticket" value={ticket.code} />
        <button type="submit" className="slip-remove" aria-label={t('betSlip.remove', { pick: text })}>
          ×
        </button>
      </SlipForm>
    </li>
  )
}

/**
 * Kind, stake and the buttons that use them. The stake is the player's typing, so the sums follow
 * it as they type once hydrated; without JavaScript "Update" recomputes them on the server.
 */
function StakeForm({
  lines,
  tickets,
  loaded,
  stakeText,
  setStakeText,
  chosenKind,
  setChosenKind,
}: Omit<SlipHolding, 'kind'> & {
  stakeText: string
  setStakeText: (text: string) => void
  chosenKind: LoadedSlip['kind']
  setChosenKind: (kind: LoadedSlip['kind']) => void
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  const fetcher = useFetcher<SlipActionAnswer>({ key: STAKE_FETCHER_KEY })

  const limits = limitsOf(loaded)
  const stake = stakeText.trim() === '' ? null : parseNaira(stakeText)
  const summary = summarise(lines, chosenKind, stake, limits, tickets)
  const stakeId = useId()
  const busy = fetcher.state !== 'idle'
  // Without JavaScript the stake typed is only known on the server, which then says what is wrong with it.
  const placeBlocked = summary.problems.some((problem) => hydrated || !STAKE_PROBLEMS.includes(problem))

  const saveKind = (next: LoadedSlip['kind']) => {
    setChosenKind(next)
    fetcher.submit(fieldsOf({ intent: 'update', kind: next, stake: stakeText }, location), { method: 'post', action: SLIP_ACTION })
  }
  return (
    <fetcher.Form
      method="post"
      action={SLIP_ACTION}
      className="slip-stake-form"
      data-testid="slip-stake-form"
      {...{ [CARRIES_STAKE]: true }}
    >
      <SlipFormFields />
      {lines.length === 0 ? null : <SlipKindChoice lines={lines} kind={summary.kind} hasTickets={tickets.length > 0} onChoose={saveKind} />}
      <label htmlFor={stakeId} className="slip-stake-label">
        {stakeLabel(lines.length > 0, tickets.length > 0, summary.kind, t)}
      </label>
      <div className="inline-field">
        <input
          id={stakeId}
          name="stake"
          inputMode="decimal"
          autoComplete="off"
          placeholder={limits.minStake === undefined ? undefined : String(limits.minStake)}
          value={stakeText}
          onChange={(event) => setStakeText(event.target.value)}
          onBlur={(event) => {
            if (leavesForPostCarryingStake(event)) return
            if (stake !== loaded.stake)
              fetcher.submit(fieldsOf({ intent: 'update', kind: summary.kind, stake: stakeText }, location), {
                method: 'post',
                action: SLIP_ACTION,
              })
          }}
          data-testid="slip-stake"
        />
        {hydrated ? null : (
          <button type="submit" name="intent" value="update" className="button button-outline">
            {t('betSlip.update')}
          </button>
        )}
      </div>
      <SlipSums summary={summary} limits={limits} stake={stake} hasSelections={lines.length > 0} tickets={tickets} />
      <SlipActions placeKey={loaded.placeKey} placeBlocked={placeBlocked} busy={busy} />
    </fetcher.Form>
  )
}

/** Singles or one multiple of the slip's selections (at their combined odds), and why a multiple cannot be had. */
function SlipKindChoice({
  lines,
  kind,
  hasTickets,
  onChoose,
}: {
  lines: SlipLine[]
  kind: LoadedSlip['kind']
  hasTickets: boolean
  onChoose: (kind: LoadedSlip['kind']) => void
}) {
  const { t } = useTranslation()
  const blocker = multipleBlocker(lines.map((line) => line.selectionId))
  return (
    <fieldset className="slip-kinds">
      <legend className="visually-hidden">{t('betSlip.kind')}</legend>
      <label className="slip-kind">
        <input type="radio" name="kind" value="single" checked={kind === 'single'} onChange={() => onChoose('single')} />
        {t('betSlip.singles', { count: lines.length })}
      </label>
      <label className="slip-kind">
        <input
          type="radio"
          name="kind"
          value="multiple"
          checked={kind === 'multiple'}
          disabled={blocker !== null}
          onChange={() => onChoose('multiple')}
        />
        {t('betSlip.multiple')}
        {kind === 'multiple' ? <span className="muted"> @ {combinedOdds(lines.map((line) => line.odds)).toFixed(2)}</span> : null}
      </label>
      {blocker === 'same-event' ? (
        <p className="muted slip-kind-reason" data-testid="multiple-blocked">
          {t('betSlip.sameEvent')}
        </p>
      ) : null}
      {hasTickets && kind === 'multiple' ? <p className="muted slip-kind-reason">{t('betSlip.ticketsSingles')}</p> : null}
    </fieldset>
  )
}

/** The slip's bets, total stake and potential win, the limits they are held to, and what is wrong with the stake. */
function SlipSums({
  summary,
  limits,
  stake,
  hasSelections,
  tickets,
}: {
  summary: SlipSummary
  limits: SlipLimits
  stake: number | null
  hasSelections: boolean
  tickets: SlipTicketLine[]
}) {
  const { t } = useTranslation()
  return (
    <>
      <dl className="slip-sums">
        <div>
          <dt>{t('betSlip.bets')}</dt>
          <dd>{summary.bets}</dd>
        </div>
        <div>
          <dt>{t('betSlip.totalStake')}</dt>
          <dd data-testid="slip-total-stake">{formatNaira(summary.totalStake)}</dd>
        </div>
        <div>
          <dt>{t('betSlip.potentialWin')}</dt>
          <dd data-testid="slip-potential-win">{formatNaira(summary.potentialWin)}</dd>
        </div>
      </dl>
      {summary.capped && limits.maxPayout !== undefined ? (
        <p className="muted" data-testid="slip-capped">
          {t('betSlip.capped', { amount: formatNaira(limits.maxPayout) })}
        </p>
      ) : null}
      {hasSelections ? <SlipLimitsLine limits={limits} /> : null}
      <TicketLimitsLine tickets={tickets} />
      {stake !== null && summary.problems.includes('stake-too-low') ? (
        <p className="slip-notice slip-notice-error">{t('betSlip.stakeTooLow', { amount: formatNaira(limits.minStake ?? 0) })}</p>
      ) : null}
      {summary.problems.includes('stake-too-high') ? (
        <p className="slip-notice slip-notice-error">{t('betSlip.stakeTooHigh', { amount: formatNaira(limits.maxStake ?? 0) })}</p>
      ) : null}
      {summary.ticketStakes.map((problem) => (
        <p key={problem.gameTitle} className="slip-notice slip-notice-error" data-testid="slip-ticket-stake">
          {ticketStakeText(problem, t)}
        </p>
      ))}
      {summary.problems.includes('too-many') ? (
        <p className="slip-notice slip-notice-error">{t('betSlip.tooMany', { count: limits.maxSelections })}</p>
      ) : null}
    </>
  )
}

/** Place Bet (a logged-out visitor is led to log in first) and Book, buttons of the stake form. */
function SlipActions({ placeKey, placeBlocked, busy }: { placeKey: string; placeBlocked: boolean; busy: boolean }) {
  const { t } = useTranslation()
  const user = useRouteLoaderData<RootLoaderData>('root')?.user ?? null
  const location = useLocation()
  return (
    <div className="slip-actions">
      {user ? (
        <>
          <input type="hidden" name="idempotencyKey" value={placeKey} />
          <button type="submit" name="intent" value="place" className="button" disabled={placeBlocked || busy} data-testid="place-bet">
            {t('betSlip.place')}
          </button>
        </>
      ) : (
        <Link
          className="button"
          to={`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
          data-testid="login-to-place"
        >
          {t('betSlip.loginToPlace')}
        </Link>
      )}
      <button type="submit" name="intent" value="book" className="button button-outline" disabled={busy} data-testid="book-slip">
        {t('betSlip.book')}
      </button>
    </div>
  )
}

/** Leaving the stake field for a button of a form whose post carries the stake (this form's, or the panel's). */
function leavesForPostCarryingStake(event: FocusEvent<HTMLInputElement>): boolean {
  return event.relatedTarget instanceof Element && event.relatedTarget.closest(`form[${CARRIES_STAKE}]`) !== null
}

/** What the stake is of: each bet, each line of the number tickets, or both. */
function stakeLabel(sports: boolean, tickets: boolean, kind: LoadedSlip['kind'], t: (key: string) => string): string {
  if (!sports) return t('betSlip.stakePerLine')
  const sportsLabel = kind === 'single' ? t('betSlip.stakePerBet') : t('betSlip.stake')
  return tickets ? `${sportsLabel} ${t('betSlip.andPerLine')}` : sportsLabel
}

/** The number games' stakes per line, one line per game on the slip. */
function TicketLimitsLine({ tickets }: { tickets: SlipTicketLine[] }) {
  const { t } = useTranslation()
  const games = new Map(tickets.map((ticket) => [ticket.game, ticket]))
  if (games.size === 0) return null
  return (
    <p className="muted slip-limits" data-testid="slip-ticket-limits">
      {[...games.values()]
        .map((ticket) =>
          ticket.fixedStake === null
            ? t('betSlip.limits.perLine', { game: ticket.gameTitle, min: formatNaira(ticket.minStake), max: formatNaira(ticket.maxStake) })
            : t('betSlip.limits.fixedLine', { game: ticket.gameTitle, amount: formatNaira(ticket.fixedStake) }),
        )
        .join(' · ')}
    </p>
  )
}

/** A choice the player makes in the panel (stake, kind): theirs until the saved value changes under it. */
function useSavedChoice<T>(saved: T) {
  const [choice, setChoice] = useState(saved)
  const last = useRef(saved)
  useEffect(() => {
    if (saved !== last.current) setChoice(saved)
    last.current = saved
  }, [saved])
  return [choice, setChoice] as const
}

function fieldsOf(fields: Record<string, string>, location: { pathname: string; search: string }) {
  return { ...fields, redirectTo: `${location.pathname}${location.search}`, enhanced: 'true' }
}

/** The limits, stated before any stake is typed (spec: minimum stake, most selections, highest payout). */
function SlipLimitsLine({ limits }: { limits: SlipLimits }) {
  const { t } = useTranslation()
  const parts = [
    limits.minStake === undefined ? null : t('betSlip.limits.minStake', { amount: formatNaira(limits.minStake) }),
    limits.maxSelections === undefined ? null : t('betSlip.limits.maxSelections', { count: limits.maxSelections }),
    limits.maxPayout === undefined ? null : t('betSlip.limits.maxPayout', { amount: formatNaira(limits.maxPayout) }),
  ].filter((part): part is string => part !== null)
  if (parts.length === 0) return null
  return (
    <p className="muted slip-limits" data-testid="slip-limits">
      {parts.join(' · ')}
    </p>
  )
}
