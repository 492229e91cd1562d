import type { NumberGameSlug } from '@9ja/number-games'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { EnhancedField } from '#app/forms/enhanced-form.tsx'
import { useSlip } from '#app/betting/use-slip.ts'
import type { DrawLimitsView, NumberDrawView } from '@9ja/contract'
import { numberPagePath } from './number-games.ts'
import { kindName } from './kind-names.ts'
import { AddToSlip } from './AddToSlip.tsx'
import { BetTypes } from './BetTypes.tsx'
import { LuckyDipAndClear } from './LuckyDipAndClear.tsx'
import { TicketPicks } from './TicketPicks.tsx'
import { TicketStake } from './TicketStake.tsx'
import { TicketSummary } from './TicketSummary.tsx'
import {
  betTypesOf,
  cryptoRandomInt,
  kindOfType,
  luckyDip,
  pickInputOf,
  ticketFigures,
  withType,
  type BuilderState,
} from './ticket-builder.ts'
import { useAddTicket } from './use-add-ticket.ts'
import { useTicketBuilder } from './use-ticket-builder.ts'

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
  rules,
  draw,
  limits,
  fixedLineStake,
  jackpotPool,
  initial,
}: {
  slug: string
  /** The rule set the game plays. */
  rules: NumberGameSlug
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
  const { form, builder, version, added, replace, readBack, addAnswered } = useTicketBuilder(rules, initial, startingStake)
  const adding = useAddTicket(slug, addAnswered)

  const types = betTypesOf(rules)
  const { ticket, check, stakeIssue, sums, ready } = ticketFigures(rules, builder, limits, fixedLineStake, jackpotPool)
  const canAdd = draw !== null && ready

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return
    event.preventDefault()
    if (canAdd) adding.add(event.currentTarget)
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
      onChange={(event) => readBack(event.currentTarget)}
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
        rules={rules}
        hydrated={hydrated}
        onChoose={(type) => replace(withType(rules, builder, type))}
      />

      <div key={version}>
        <TicketPicks input={pickInputOf(rules, builder.type)} builder={builder} types={types} />
        <TicketStake stake={builder.stake} fixedLineStake={fixedLineStake} limits={limits} />
      </div>

      <LuckyDipAndClear
        slug={slug}
        hydrated={hydrated}
        onDip={() => replace(luckyDip(rules, builder, cryptoRandomInt))}
        onClear={() => replace({ ...builder, picks: [], against: [] })}
      />

      <TicketSummary
        ticketName={builder.picks.length > 0 && kindOfType(rules, builder.type, builder.picks.length) ? kindName(t, ticket.kind) : null}
        message={builder.picks.length > 0 && !check.ok ? check.message : null}
        sums={sums}
        stakeIssue={builder.picks.length > 0 ? stakeIssue : null}
        limits={limits}
      />

      <AddToSlip disabled={hydrated && (!canAdd || adding.busy)} drawOpen={draw !== null} added={added} />
    </form>
  )
}
