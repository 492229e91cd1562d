import type { CrashRoundState } from '@9ja/live'
import { useFetcher } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrashGameInfo, CrashPlayerBet, CrashTopWin, CrashTopWinPeriod } from '@9ja/contract'
import type { GameActionAnswer } from '#app/games/game-action.ts'
import type { CrashSlug } from './crash-games.ts'
import { PillTabs } from './PillTabs.tsx'
import { formatAmount, formatNaira } from '#app/i18n/format.ts'

const TABS = ['all', 'mine', 'top'] as const
type Tab = (typeof TABS)[number]
const TOP_WIN_PERIODS = ['day', 'month'] as const satisfies readonly CrashTopWinPeriod[]

/** Under the panels: the round's live bets, the player's own bets and the game's top wins (how to play is the page's panel under the game). */
export function BetsTabs({ slug, round }: { slug: CrashSlug; round: CrashRoundState | null }) {
  const { t } = useTranslation('games')
  const [tab, setTab] = useState<Tab>('all')
  return (
    <section className="crash-tabs">
      <PillTabs names={TABS} selected={tab} label={(name) => t(`crash.tabs.${name}`)} onSelect={setTab} />
      {tab === 'all' ? <AllBets round={round} /> : null}
      {tab === 'mine' ? <MyBets slug={slug} round={round} /> : null}
      {tab === 'top' ? <TopWins slug={slug} round={round} /> : null}
    </section>
  )
}

function AllBets({ round }: { round: CrashRoundState | null }) {
  const { t } = useTranslation('games')
  if (!round) return null
  return (
    <div role="tabpanel" data-testid="crash-all-bets">
      <p className="crash-bets-summary small">
        {t('crash.allBets.summary', { count: round.betCount, total: formatAmount(round.totalStake) })}
      </p>
      {round.bets.length === 0 ? (
        <p className="muted small">{t('crash.allBets.none')}</p>
      ) : (
        <BetsTable firstHeading={t('crash.allBets.player')}>
          {round.bets.map((bet) => (
            <tr key={bet.betId} data-bet-id={bet.betId} className={bet.cashedOutAt === null ? '' : 'crash-bet-won'}>
              <td>{bet.player}</td>
              <td>{formatNaira(bet.amount)}</td>
              <td>{bet.cashedOutAt === null ? '' : `${bet.cashedOutAt.toFixed(2)}x`}</td>
              <td>{bet.win === null ? '' : formatNaira(bet.win)}</td>
            </tr>
          ))}
        </BetsTable>
      )}
    </div>
  )
}

/** The player's bets, fetched when the tab opens and again after each crash (when they settle). */
function MyBets({ slug, round }: { slug: CrashSlug; round: CrashRoundState | null }) {
  const { t } = useTranslation('games')
  const bets = useFetcher<GameActionAnswer<CrashPlayerBet[]>>()
  const { submit } = bets
  const settledRound = round?.phase === 'crashed' ? round.roundId : null
  useEffect(() => {
    submit({ game: slug }, { method: 'post', action: '/resources/games/crash/my-bets' })
  }, [slug, settledRound, submit])
  const list = bets.data?.data ?? []
  return (
    <div role="tabpanel" data-testid="crash-my-bets">
      {bets.data && bets.data.status !== 200 ? <p className="field-error small">{bets.data.message}</p> : null}
      {list.length === 0 ? (
        <p className="muted small">{bets.state === 'idle' ? t('crash.myBets.none') : t('crash.history.loading')}</p>
      ) : (
        <BetsTable firstHeading={t('crash.myBets.round')}>
          {list.map((bet) => (
            <tr
              key={bet.betId}
              data-bet-id={bet.betId}
              data-status={bet.status}
              className={bet.status === 'cashed-out' ? 'crash-bet-won' : ''}
            >
              <td>
                {bet.roundId}
                {bet.crashPoint === null ? '' : ` · ${bet.crashPoint.toFixed(2)}x`}
              </td>
              <td>{formatNaira(bet.amount)}</td>
              <td>{bet.multiplier === null ? t(`crash.myBets.status.${bet.status}`) : `${bet.multiplier.toFixed(2)}x`}</td>
              <td>{formatNaira(bet.amountWon)}</td>
            </tr>
          ))}
        </BetsTable>
      )}
    </div>
  )
}

type TopWinsAnswer = { status: number; message: string; wins: CrashTopWin[] | null }

/** The game's largest cash-outs of today or this month (real wins, masked names), asked again after each crash. */
function TopWins({ slug, round }: { slug: CrashSlug; round: CrashRoundState | null }) {
  const { t } = useTranslation('games')
  const [period, setPeriod] = useState<CrashTopWinPeriod>('day')
  const top = useFetcher<TopWinsAnswer>()
  const { load } = top
  const settledRound = round?.phase === 'crashed' ? round.roundId : null
  useEffect(() => {
    load(`/resources/games/crash/top-wins?game=${slug}&period=${period}`)
  }, [slug, period, settledRound, load])
  const wins = top.data?.wins ?? []
  return (
    <div
      role="tabpanel"
      data-testid="crash-top-wins"
      data-period={period}
      data-loaded={top.state === 'idle' && top.data ? 'true' : 'false'}
    >
      <PillTabs names={TOP_WIN_PERIODS} selected={period} label={(name) => t(`crash.topWins.periods.${name}`)} onSelect={setPeriod} />
      {top.data && top.data.status !== 200 ? <p className="field-error small">{top.data.message}</p> : null}
      {wins.length === 0 ? (
        <p className="muted small">{top.data ? t(`crash.topWins.none.${period}`) : t('crash.history.loading')}</p>
      ) : (
        <BetsTable firstHeading={t('crash.allBets.player')} caption={t(`crash.topWins.caption.${period}`)}>
          {wins.map((win) => (
            <tr key={win.betId} data-bet-id={win.betId} className="crash-bet-won">
              <td>{win.player}</td>
              <td>{formatNaira(win.amount)}</td>
              <td>{`${win.multiplier.toFixed(2)}x`}</td>
              <td>{formatNaira(win.win)}</td>
            </tr>
          ))}
        </BetsTable>
      )}
    </div>
  )
}

/** A list of bets: who or which round, the stake, the cash-out multiplier and the win. */
function BetsTable({ firstHeading, caption, children }: { firstHeading: string; caption?: string; children: ReactNode }) {
  const { t } = useTranslation('games')
  return (
    <table className="crash-bets-table">
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th>{firstHeading}</th>
          <th>{t('crash.allBets.amount')}</th>
          <th>{t('crash.allBets.multiplier')}</th>
          <th>{t('crash.allBets.win')}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** Minimum and maximum bet, maximum win and RTP: shown before the player stakes anything. */
export function CrashLimits({ info }: { info: CrashGameInfo }) {
  const { t } = useTranslation('games')
  const { limits } = info
  return (
    <dl className="crash-limits" data-testid="crash-limits">
      <div>
        <dt>{t('crash.limits.minBet')}</dt>
        <dd>{formatNaira(limits.minBet)}</dd>
      </div>
      <div>
        <dt>{t('crash.limits.maxBet')}</dt>
        <dd>{formatNaira(limits.maxBet)}</dd>
      </div>
      <div>
        <dt>{t('crash.limits.maxWin')}</dt>
        <dd>{formatNaira(limits.maxWinPerBet)}</dd>
      </div>
      <div>
        <dt>{t('crash.limits.rtp')}</dt>
        <dd>{Math.round(info.rtp * 10_000) / 100}%</dd>
      </div>
    </dl>
  )
}
