import { Link } from '@remix-run/react'
import type { NumberGameSlug } from '@9ja/number-games'
import { useTranslation } from 'react-i18next'
import type { NumberBet } from '#app/betting/betting.server.ts'
import { Countdown } from '../scheduled/Countdown.tsx'
import { RecentResults } from '../scheduled/RecentResults.tsx'
import type { EventTiming } from '../scheduled/use-event-schedule.ts'
import { Ball, BallDraw } from './BallDraw.tsx'
import { nextOpenDraw } from './draw-schedule.ts'
import { drawFairnessHref } from './fairness-link.ts'
import { NumberBetLines } from './NumberBetLines.tsx'
import type { JackpotView, NumberDrawsView, NumberDrawView, NumberFrequencyView } from '@9ja/contract'
import { TicketBuilder } from './TicketBuilder.tsx'
import { useLiveJackpot } from './use-live-jackpot.ts'
import type { BuilderState } from './ticket-builder.ts'
import { picksAreNumbers, pickOptionName } from './kind-names.ts'
import { formatLagosClock, formatNaira } from '#app/i18n/format.ts'

/** How many numbers the hot and the cold lists show. */
const HOT_COLD_SHOWN = 5

/**
 * A number game's page: the jackpot pool (Jackpot Game), the next draw's countdown, the ball draw
 * (the draw being drawn, else the last result) with the player's numbers picked out, the ticket
 * builder, the player's tickets, the latest results and hot and cold numbers.
 */
export function NumberGamePage({
  slug,
  rules,
  draws,
  frequency,
  frequencyWindow,
  tickets,
  builder,
  timing,
}: {
  slug: string
  /** The rule set the game plays. */
  rules: NumberGameSlug
  draws: NumberDrawsView
  frequency: NumberFrequencyView | null
  /** How many of the latest draws hot and cold numbers count over. */
  frequencyWindow: number
  tickets: NumberBet[]
  builder: BuilderState
  timing: EventTiming
}) {
  const { t } = useTranslation('games')
  const next = nextOpenDraw(draws, Date.parse(timing.serverTime))
  const shownDraw = draws.current ?? draws.recent[0] ?? null
  // The balls of the player's tickets on the draw shown (1 Sure's range, odd/even and high/low picks are not balls).
  const mine = new Set(
    tickets
      .flatMap((bet) => bet.selections)
      .filter((selection) => selection.drawId === shownDraw?.drawId && picksAreNumbers(selection.kind))
      .flatMap((selection) => [...selection.picks, ...(selection.against ?? [])]),
  )
  return (
    <div className="nb-game" data-testid="nb-game" data-game={slug}>
      {draws.jackpot ? <JackpotPool slug={slug} rendered={draws.jackpot} /> : null}
      <NextDraw next={next} upcoming={draws.upcoming} timing={timing} />
      {shownDraw ? (
        <BallDraw
          key={shownDraw.drawId}
          draw={shownDraw}
          mine={mine}
          describe={rules === 'one-sure' ? (ball) => oneSureBall(ball, t) : undefined}
          timing={timing}
        />
      ) : null}
      <TicketBuilder
        // Each game's builder starts afresh (its bet types are its own) when a tab moves to another game.
        key={slug}
        slug={slug}
        rules={rules}
        draw={next}
        limits={draws.limits}
        fixedLineStake={draws.jackpot ? draws.limits.minStake : null}
        jackpotPool={draws.jackpot?.pool ?? null}
        initial={builder}
      />
      <MyTickets tickets={tickets} />
      <LatestDraws slug={slug} recent={draws.recent} />
      {frequency ? <HotAndCold frequency={frequency} window={frequencyWindow} /> : null}
    </div>
  )
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** What 1 Sure's ball says to every kind of bet, plainly: "Ball 47 came out: 31-60, odd and high." */
function oneSureBall(ball: number, t: Translate): string {
  return t('numbers.oneSureBall', {
    ball,
    range: pickOptionName(t, 'range', Math.ceil(ball / 30)),
    parity: pickOptionName(t, 'odd-even', ball % 2),
    half: pickOptionName(t, 'high-low', ball > 45 ? 1 : 0),
  })
}

/** Jackpot Game's pool as it is now, kept live: what a ticket matching every number shares. */
function JackpotPool({ slug, rendered }: { slug: string; rendered: JackpotView }) {
  const { t } = useTranslation('games')
  const jackpot = useLiveJackpot(slug, rendered)
  return (
    <section className="nb-jackpot" data-testid="nb-jackpot">
      <h2>{t('numbers.jackpot.title')}</h2>
      <p className="nb-jackpot-pool" data-testid="nb-jackpot-pool" aria-live="polite">
        {formatNaira(jackpot.pool)}
      </p>
      <p className="muted small">
        {t('numbers.jackpot.how', { share: Math.round(jackpot.share * 10_000) / 100, floor: formatNaira(jackpot.floor) })}
      </p>
    </section>
  )
}

/** The draw taking bets and when its betting closes, or the closed draw about to be drawn. */
function NextDraw({ next, upcoming, timing }: { next: NumberDrawView | null; upcoming: NumberDrawView[]; timing: EventTiming }) {
  const { t } = useTranslation('games')
  const closed = upcoming.find((draw) => draw.status === 'closed')
  return (
    <header className="vs-matchday-head nb-next" data-testid="nb-next" data-draw-id={next?.drawId}>
      {next ? (
        <>
          <h2>{t('numbers.nextDraw', { number: next.number, time: formatLagosClock(next.drawsAt) })}</h2>
          <p className="vs-closing">
            {t('virtualSports.bettingClosesIn')} <Countdown until={next.closesAt} timing={timing} testId="nb-countdown" />
          </p>
        </>
      ) : (
        <p className="vs-empty">{t('numbers.noDrawOpen')}</p>
      )}
      {closed ? (
        <p className="vs-closing muted">
          {t('numbers.drawsIn', { number: closed.number })} <Countdown until={closed.drawsAt} timing={timing} />
        </p>
      ) : null}
    </header>
  )
}

/** The player's tickets on this game: the open ones, then the latest settled, each with its draw's numbers once drawn. */
function MyTickets({ tickets }: { tickets: NumberBet[] }) {
  const { t } = useTranslation('games')
  if (tickets.length === 0) return null
  return (
    <section className="nb-my-tickets" data-testid="nb-my-tickets">
      <h2>{t('numbers.myTickets')}</h2>
      <ul>
        {tickets.map((bet) => (
          <li key={bet.betId} className="nb-my-ticket" data-testid="nb-my-ticket" data-bet-id={bet.betId} data-status={bet.status}>
            <p>
              <Link to={`/check-bet/${bet.betId}`}>{bet.betId}</Link>
              {' · '}
              {formatNaira(bet.stake)}
              {bet.status === 'won' ? <strong> · {t('numbers.won', { amount: formatNaira(bet.amountWon) })}</strong> : null}
            </p>
            <NumberBetLines bet={bet} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The latest finished draws, newest first, each with a link to check it on /fairness. A void draw says so. */
function LatestDraws({ slug, recent }: { slug: string; recent: NumberDrawView[] }) {
  const { t } = useTranslation('games')
  return (
    <RecentResults
      title={t('numbers.results')}
      className="nb-results"
      testId="nb-results"
      lineClassName="nb-result"
      lineTestId="nb-result"
      events={recent.map((draw) => ({
        id: draw.drawId,
        idAttribute: 'data-draw-id',
        heading: (
          <span className="nb-result-when">{t('numbers.drawAt', { number: draw.number, time: formatLagosClock(draw.drawsAt) })}</span>
        ),
        outcome:
          draw.status === 'finished' && draw.drawn ? (
            <span className="nb-result-balls">
              {draw.drawn.map((ball) => (
                <Ball key={ball} number={ball} />
              ))}
            </span>
          ) : null,
        fairnessHref: drawFairnessHref(slug, draw.drawId),
      }))}
    />
  )
}

/** The numbers drawn most and least often over the latest draws, with their counts. */
/**
 * The most and least drawn numbers over the latest `window` draws. While fewer have been played it
 * says so: a handful of draws shows luck, not a pattern.
 */
function HotAndCold({ frequency, window }: { frequency: NumberFrequencyView; window: number }) {
  const { t } = useTranslation('games')
  if (frequency.draws === 0) return null
  const byCount = [...frequency.numbers].sort((a, b) => b.count - a.count || a.number - b.number)
  const hot = byCount.slice(0, HOT_COLD_SHOWN)
  const cold = byCount.slice(-HOT_COLD_SHOWN).reverse()
  const list = (entries: typeof hot, testId: string) => (
    <ol className="nb-frequency" data-testid={testId}>
      {entries.map((entry) => (
        <li key={entry.number} data-number={entry.number} data-count={entry.count}>
          <Ball number={entry.number} />
          <span className="muted small">{t('numbers.times', { count: entry.count })}</span>
        </li>
      ))}
    </ol>
  )
  return (
    <section className="nb-hot-cold" data-testid="nb-hot-cold">
      <h2>{t('numbers.hotCold.title')}</h2>
      <p className="muted small" data-testid="nb-hot-cold-window">
        {frequency.draws < window
          ? t('numbers.hotCold.soFar', { count: frequency.draws, window })
          : t('numbers.hotCold.over', { count: frequency.draws })}
      </p>
      <div className="nb-hot-cold-lists">
        <div>
          <h3>{t('numbers.hotCold.hot')}</h3>
          {list(hot, 'nb-hot')}
        </div>
        <div>
          <h3>{t('numbers.hotCold.cold')}</h3>
          {list(cold, 'nb-cold')}
        </div>
      </div>
    </section>
  )
}
