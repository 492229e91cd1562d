import { Link } from '@remix-run/react'
import { nairaToKobo } from '@9ja/money'
import type { NumberGameSlug } from '@9ja/number-games'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { EnhancedField } from '#app/forms/enhanced-form.tsx'
import { SLIP_ACTION, useSlip, useSlipFetcher } from '#app/betting/use-slip.ts'
import { formatNaira } from '#app/wallet/money.ts'
import { numberPagePath } from './number-games.ts'
import type { DrawLimitsView, NumberDrawView } from '@9ja/contract'
import { kindName, useKindName } from './kind-names.ts'
import { TicketPicks } from './TicketPicks.tsx'
import {
  betTypesOf,
  cryptoRandomInt,
  kindOfType,
  luckyDip,
  pickInputOf,
  readBuilder,
  ticketOf,
  ticketSums,
  typeTakes,
  withType,
  type BetType,
  type BuilderState,
} from './ticket-builder.ts'

/** What the builder says is wrong with the stake typed, if anything. */
function stakeProblem(stakeKobo: bigint | null, limits: DrawLimitsView): 'invalid' | 'low' | 'high' | null {
  if (stakeKobo === null || stakeKobo <= 0n) return 'invalid'
  if (stakeKobo < nairaToKobo(limits.minStake)!) return 'low'
  if (stakeKobo > nairaToKobo(limits.maxStake)!) return 'high'
  return null
}

/**
 * The ticket builder: a bet type, numbers on a grid (checkboxes, radios for one number) or one of a
 * few options, the stake per line, and the ticket's lines, total stake and most it can win, checked
 * with the game's own rules as the player ticks. A plain HTML form first: without JavaScript its
 * type buttons, Lucky dip and Update are GETs of this page (the address keeps the ticket), and "Add
 * to bet slip" posts to the slip; with JavaScript they act at once and the ticket is added by a fetcher.
 * Jackpot Game has no stake to type: every line costs the same.
 */
export function TicketBuilder({
  slug,
  draw,
  limits,
  fixedLineStake,
  jackpotPool,
  initial,
}: {
  slug: NumberGameSlug
  /** The draw tickets go to now; null when no draw takes bets. */
  draw: NumberDrawView | null
  limits: DrawLimitsView
  /** Jackpot Game's stake of every line (naira); null for the games the player stakes. */
  fixedLineStake: number | null
  /** Jackpot Game's pool (naira) as the page was loaded, what a ticket matching every number can win; null for the other games. */
  jackpotPool: number | null
  /** The builder as the page's address left it (a GET of this form, a Lucky dip without JavaScript). */
  initial: BuilderState
}) {
  const { t } = useTranslation('games')
  const hydrated = useHydrated()
  const slipStake = useSlip().loaded?.stake ?? null
  // The stake per line starts as the slip's (one stake for the whole slip), else the least a line takes.
  const startingStake = String(slipStake ?? limits.minStake)
  const startFrom = (state: BuilderState): BuilderState => ({ ...state, stake: state.stake || startingStake })
  const form = useRef<HTMLFormElement>(null)
  // The form is the truth: every change is read back from it, so what was ticked before hydration counts.
  const [builder, setBuilder] = useState(() => startFrom(initial))
  // Bumped when the builder changes the form itself (type, Lucky dip, a ticket added): the inputs start again from `builder`.
  const [version, setVersion] = useState(0)
  const fetcher = useSlipFetcher(`ticket-add:${slug}`)
  const [added, setAdded] = useState(false)

  useEffect(() => {
    if (form.current) setBuilder(readBuilder(slug, new FormData(form.current)))
  }, [slug])
  // A new address (a GET of this form) starts the builder again from it.
  const initialKey = JSON.stringify(initial)
  const shownKey = useRef(initialKey)
  useEffect(() => {
    if (shownKey.current === initialKey) return
    shownKey.current = initialKey
    replace(startFrom(JSON.parse(initialKey) as BuilderState))
    // `startFrom` is this render's; only a new address matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialKey])
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    setAdded(fetcher.data.ok)
    if (fetcher.data.ok) replace({ ...builder, picks: [], against: [] })
    // Only a new answer matters, not the builder it was sent with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data])

  function replace(next: BuilderState) {
    setBuilder(next)
    setVersion((value) => value + 1)
    setAdded(false)
  }

  const types = betTypesOf(slug)
  const input = pickInputOf(slug, builder.type)
  const { ticket, check } = ticketOf(slug, builder)
  const stakeText = fixedLineStake !== null ? String(fixedLineStake) : builder.stake
  const stakeKobo = nairaToKobo(stakeText.replace(/,/g, '').trim() || '0')
  const stakeIssue = fixedLineStake !== null ? null : stakeProblem(stakeKobo, limits)
  const sums =
    check.ok && stakeKobo !== null && stakeKobo > 0n
      ? ticketSums(slug, check.ticket, check.lines, stakeKobo, jackpotPool === null ? null : nairaToKobo(jackpotPool))
      : null
  const canAdd = draw !== null && check.ok && stakeIssue === null
  const busy = fetcher.state !== 'idle'
  const stakeId = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return
    event.preventDefault()
    if (!canAdd) return
    const fields = new FormData(event.currentTarget)
    fields.set('intent', 'add-ticket')
    fields.set('enhanced', 'true')
    fetcher.submit(fields, { method: 'post', action: SLIP_ACTION })
  }

  return (
    <form
      ref={form}
      method="get"
      action={numberPagePath(slug)}
      className="nb-builder panel-card"
      data-testid="nb-builder"
      data-type={builder.type}
      data-hydrated={hydrated}
      onChange={(event) => {
        setBuilder(readBuilder(slug, new FormData(event.currentTarget)))
        setAdded(false)
      }}
      onSubmit={onSubmit}
    >
      <h2>{t('numbers.builder.title')}</h2>
      {/* Enter in the stake field, without JavaScript: the first submit button is the one pressed. */}
      {hydrated ? null : (
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t('numbers.builder.update')}
        </button>
      )}
      <input type="hidden" name="type" value={builder.type} />
      <input type="hidden" name="game" value={slug} />
      {draw ? <input type="hidden" name="drawId" value={draw.drawId} /> : null}
      <input type="hidden" name="redirectTo" value={numberPagePath(slug)} />
      <EnhancedField />

      <BetTypes
        types={types}
        chosen={builder.type}
        count={builder.picks.length}
        slug={slug}
        hydrated={hydrated}
        onChoose={(type) => replace(withType(slug, builder, type))}
      />

      <div key={version}>
        <TicketPicks input={input} builder={builder} types={types} />
        <div className="nb-stake">
          {fixedLineStake === null ? (
            <>
              <label htmlFor={stakeId}>{t('numbers.builder.stakePerLine')}</label>
              <input id={stakeId} name="stake" inputMode="decimal" autoComplete="off" defaultValue={builder.stake} data-testid="nb-stake" />
              <span className="muted small">
                {t('numbers.builder.stakeLimits', { min: formatNaira(limits.minStake), max: formatNaira(limits.maxStake) })}
              </span>
            </>
          ) : (
            <p>{t('numbers.builder.fixedStake', { stake: formatNaira(fixedLineStake) })}</p>
          )}
        </div>
      </div>

      <div className="nb-builder-actions">
        <button
          type={hydrated ? 'button' : 'submit'}
          name="dip"
          value="1"
          className="button button-outline"
          onClick={hydrated ? () => replace(luckyDip(slug, builder, cryptoRandomInt)) : undefined}
          data-testid="nb-lucky-dip"
        >
          {t('numbers.builder.luckyDip')}
        </button>
        {hydrated ? (
          <button type="button" className="link-button" onClick={() => replace({ ...builder, picks: [], against: [] })}>
            {t('numbers.builder.clear')}
          </button>
        ) : (
          <>
            <button type="submit" className="button button-outline">
              {t('numbers.builder.update')}
            </button>
            <Link to={numberPagePath(slug)} className="small">
              {t('numbers.builder.clear')}
            </Link>
          </>
        )}
      </div>

      <TicketSummary
        ticketName={builder.picks.length > 0 && kindOfType(slug, builder.type, builder.picks.length) ? kindName(t, ticket.kind) : null}
        message={builder.picks.length > 0 && !check.ok ? check.message : null}
        sums={sums}
        stakeIssue={builder.picks.length > 0 ? stakeIssue : null}
        limits={limits}
      />

      <button
        type="submit"
        formMethod="post"
        formAction={SLIP_ACTION}
        name="intent"
        value="add-ticket"
        className="button nb-add"
        disabled={hydrated && (!canAdd || busy)}
        data-testid="nb-add"
      >
        {t('numbers.builder.add')}
      </button>
      {draw === null ? <p className="muted small">{t('numbers.noDrawOpen')}</p> : null}
      <p className="small nb-added" role="status" data-testid="nb-added">
        {added ? t('numbers.builder.added') : ''}
      </p>
    </form>
  )
}

/**
 * The bet types the numbers ticked allow (all of them before any is ticked): buttons that switch at
 * once with JavaScript, GETs of the page (keeping the ticket) without. A sized type shows its size.
 */
function BetTypes({
  types,
  chosen,
  count,
  slug,
  hydrated,
  onChoose,
}: {
  types: BetType[]
  chosen: string
  count: number
  slug: NumberGameSlug
  hydrated: boolean
  onChoose: (type: string) => void
}) {
  const { t } = useTranslation('games')
  const name = useKindName()
  const shown = types.filter((type) => type.type === chosen || typeTakes(type, count))
  if (shown.length < 2) return null
  return (
    <fieldset className="nb-types" data-testid="nb-types">
      <legend>{t('numbers.builder.betType')}</legend>
      {shown.map((type) => {
        const kind = kindOfType(slug, type.type, count)
        return (
          <button
            key={type.type}
            type={hydrated ? 'button' : 'submit'}
            name="switchType"
            value={type.type}
            aria-pressed={type.type === chosen}
            className="nb-type"
            onClick={hydrated ? () => onChoose(type.type) : undefined}
            data-testid={`nb-type-${type.type}`}
          >
            {kind ? name(kind) : t(`numbers.types.${type.type}`)}
          </button>
        )
      })}
    </fieldset>
  )
}

/** The ticket's lines, total stake and most it can win, or what is wrong with it. */
function TicketSummary({
  ticketName,
  message,
  sums,
  stakeIssue,
  limits,
}: {
  ticketName: string | null
  message: string | null
  sums: ReturnType<typeof ticketSums> | null
  stakeIssue: ReturnType<typeof stakeProblem>
  limits: DrawLimitsView
}) {
  const { t } = useTranslation('games')
  return (
    <div className="nb-summary" aria-live="polite" data-testid="nb-summary">
      {ticketName ? <p className="nb-ticket-name">{ticketName}</p> : null}
      {message ? (
        <p className="field-error small" data-testid="nb-ticket-error">
          {message}
        </p>
      ) : null}
      {stakeIssue ? (
        <p className="field-error small" data-testid="nb-stake-error">
          {t(`numbers.builder.stake.${stakeIssue}`, { min: formatNaira(limits.minStake), max: formatNaira(limits.maxStake) })}
        </p>
      ) : null}
      {sums ? (
        <dl className="slip-sums">
          <div>
            <dt>{t('numbers.builder.lines')}</dt>
            <dd data-testid="nb-lines">{sums.lines}</dd>
          </div>
          <div>
            <dt>{t('numbers.builder.totalStake')}</dt>
            <dd data-testid="nb-total-stake">{formatNaira(Number(sums.totalStakeKobo) / 100)}</dd>
          </div>
          <div>
            <dt>{t(sums.withJackpot ? 'numbers.builder.maxWinJackpot' : 'numbers.builder.maxWin')}</dt>
            <dd data-testid="nb-max-win">{formatNaira(Number(sums.maxWinKobo) / 100)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  )
}
